import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { escapeMarkup } from "../markup";
import {
  countListed,
  listCityEntries,
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

async function fileCounts(db: Database, perFile: number): Promise<Record<Kind, number>> {
  const counts = await countListed(db);
  const files = (count: number) => Math.max(1, Math.ceil(count / perFile));
  return {
    pages: 1,
    cities: files(counts.cities),
    guides: files(counts.guides),
    places: files(counts.places),
    profiles: files(counts.profiles),
  };
}

/** /sitemap.xml: a sitemap index naming one file per kind of page, more when a kind outgrows one file. */
export async function sitemapIndex(db: Database, baseUrl: string, perFile = URLS_PER_FILE): Promise<string> {
  const counts = await fileCounts(db, perFile);
  const files = Object.entries(counts).flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, index) => `${baseUrl}/sitemaps/${kind}-${index + 1}.xml`),
  );
  const items = files.map((url) => `  <sitemap><loc>${escapeMarkup(url)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
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
  if (index > (await fileCounts(db, perFile))[kind as Kind]) throw new NotFoundError("No such sitemap");
  const entries: Entry[] = await KINDS[kind as Kind](db, { offset: (index - 1) * perFile, limit: perFile });
  const items = entries.map(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeMarkup(`${baseUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEADER}<urlset ${NAMESPACE}>\n${items.join("\n")}\n</urlset>\n`;
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
];

export function robotsTxt(baseUrl: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
  return ["User-agent: *", ...disallow, "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
