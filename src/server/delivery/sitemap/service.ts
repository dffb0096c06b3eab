import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import { escapeMarkup } from "../../infrastructure/markup";
import {
  listCityEntries,
  listedPages,
  listGuideEntries,
  listPlaceEntries,
  listProfileEntries,
} from "./repository";

/** The most URLs one sitemap file may hold (sitemaps.org); more are split over numbered files. */
const URLS_PER_FILE = 50_000;

type Entry = { path: string; updatedAt?: Date };
type Slice = { offset: number; limit: number };

/** Every kind of page a sitemap lists, and how to read one file's worth of it. */
const KINDS = {
  pages: async () => [{ path: "/" }, { path: "/cities" }],
  cities: async (db: Database, slice: Slice) =>
    (await listCityEntries(db, slice)).map((city) => ({
      path: `/city/${city.slug}`,
      updatedAt: city.updatedAt,
    })),
  guides: async (db: Database, slice: Slice) =>
    (await listGuideEntries(db, slice)).map((guide) => ({
      path: `/guide/${guide.citySlug}/${guide.id}`,
      updatedAt: guide.updatedAt,
    })),
  places: async (db: Database, slice: Slice) =>
    (await listPlaceEntries(db, slice)).map((place) => ({
      path: `/place/${place.id}`,
      updatedAt: place.updatedAt,
    })),
  profiles: async (db: Database, slice: Slice) =>
    (await listProfileEntries(db, slice)).map((profile) => ({
      path: `/profile/${profile.username}`,
      updatedAt: profile.updatedAt,
    })),
} satisfies Record<string, (db: Database, slice: Slice) => Promise<Entry[]>>;

type Kind = keyof typeof KINDS;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

type Listing = { files: Record<Kind, number>; version: string };

async function currentListing(db: Database, perFile: number): Promise<Listing> {
  const pages = await listedPages(db);
  const files = (count: number) => Math.max(1, Math.ceil(count / perFile));
  return {
    files: {
      pages: 1,
      cities: files(pages.cities.count),
      guides: files(pages.guides.count),
      places: files(pages.places.count),
      profiles: files(pages.profiles.count),
    },
    version: JSON.stringify([perFile, pages]),
  };
}

/**
 * Sitemaps built before, by database and file, with the listing they were built from: kept until a listed page
 * is added, removed or changed, instead of reading and writing up to 50,000 entries on every request.
 */
const built = new WeakMap<Database, Map<string, { version: string; xml: string }>>();

async function cached(db: Database, file: string, listing: Listing, build: () => Promise<string>) {
  const files = built.get(db) ?? new Map<string, { version: string; xml: string }>();
  built.set(db, files);
  const kept = files.get(file);
  if (kept?.version === listing.version) return kept.xml;
  const xml = await build();
  files.set(file, { version: listing.version, xml });
  return xml;
}

/** /sitemap.xml: a sitemap index naming one file per kind of page, more when a kind outgrows one file. */
export async function sitemapIndex(db: Database, baseUrl: string, perFile = URLS_PER_FILE): Promise<string> {
  const listing = await currentListing(db, perFile);
  return cached(db, `index ${baseUrl}`, listing, async () => {
    const files = Object.entries(listing.files).flatMap(([kind, count]) =>
      Array.from({ length: count }, (_, index) => `${baseUrl}/sitemaps/${kind}-${index + 1}.xml`),
    );
    const items = files.map((url) => `  <sitemap><loc>${escapeMarkup(url)}</loc></sitemap>`);
    return `${XML_HEADER}<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
  });
}

/** /sitemaps/{kind}-{n}.xml: the n-th file of one kind's pages, oldest first so a page keeps its file. */
export async function sitemapFile(
  db: Database,
  baseUrl: string,
  file: string,
  perFile = URLS_PER_FILE,
): Promise<string> {
  const [, kind = "", number = ""] = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(file) ?? [];
  if (!Object.hasOwn(KINDS, kind)) throw new NotFoundError("No such sitemap");
  const index = Number(number);
  const listing = await currentListing(db, perFile);
  if (index > listing.files[kind as Kind]) throw new NotFoundError("No such sitemap");
  return cached(db, `${kind}-${index} ${baseUrl}`, listing, async () => {
    const slice = { offset: (index - 1) * perFile, limit: perFile };
    const entries: Entry[] = await KINDS[kind as Kind](db, slice);
    const items = entries.map(({ path, updatedAt }) => {
      const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : "";
      return `  <url><loc>${escapeMarkup(`${baseUrl}${path}`)}</loc>${lastmod}</url>`;
    });
    return `${XML_HEADER}<urlset ${NAMESPACE}>\n${items.join("\n")}\n</urlset>\n`;
  });
}

/** Pages of one's own account: never worth crawling (they also say noindex). */
const PRIVATE_PATHS = [
  "/api/",
  "/admin",
  "/saved",
  "/profile/edit",
  "/edit-profile",
  "/create-guide",
  "/edit-guide/",
  "/notifications",
];

export function robotsTxt(baseUrl: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
  return ["User-agent: *", ...disallow, "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
