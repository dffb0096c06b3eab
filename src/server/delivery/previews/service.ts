import { z } from "zod";
import { CATEGORIES, type CategoryKey, categoryFromUrl, isCategoryKey } from "../../../shared/categories";
import { type ImageVariant, mediaUrl } from "../../../shared/media";
import { fullNameOf, PAGE_TITLES, SITE_NAME } from "../../../shared/page-titles";
import { findCityBySlug } from "../../domains/cities/repository";
import { findGoneGuide } from "../../domains/guides/repository";
import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import { readImageVariant } from "../../infrastructure/storage/images";
import { type PreviewKind, storageKeys } from "../../infrastructure/storage/keys";
import { loadSharp } from "../../infrastructure/storage/sharp";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type CardSpec, cityCard, creatorHandle, guideCard, profileCard, versionOf } from "./cards";
import { findGuideFacts, findPlaceFacts, findProfileFacts } from "./repository";

const SITE_DESCRIPTION = "City guides made by people who love their cities.";

/** What the server writes into a page's head before any script runs (docs/decisions/013). */
export type PageHead = {
  /** 410: a guide that was published and is not any more (decision 049). */
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute; only on pages meant to be found by search engines and shared. */
  canonical?: string;
  /** Absolute URL of a 1200x630 picture. */
  image?: string;
  type: "website" | "article" | "profile";
  indexable: boolean;
};

type PagePath = { db: Database; baseUrl: string };

const isId = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

const previewUrl = (baseUrl: string, spec: CardSpec, ref: string) =>
  `${baseUrl}/media/previews/${spec.kind}/${encodeURIComponent(ref)}.png?v=${versionOf(spec)}`;

const notFound = (): PageHead => ({
  status: 404,
  title: PAGE_TITLES.notFound,
  description: SITE_DESCRIPTION,
  type: "website",
  indexable: false,
});

/** A gone guide's address: it says so, and search engines drop it. */
const gone = (): PageHead => ({ ...notFound(), status: 410, title: PAGE_TITLES.goneGuide });

/** Pages of one's own account and the sign-in forms: nothing of the viewer's, and kept out of search. */
const unlisted = (title: string): PageHead => ({
  status: 200,
  title: PAGE_TITLES.plain(title),
  description: SITE_DESCRIPTION,
  type: "website",
  indexable: false,
});

const listed = (page: Omit<PageHead, "status" | "indexable" | "type"> & Partial<Pick<PageHead, "type">>) =>
  ({ status: 200, type: "website", indexable: true, ...page }) satisfies PageHead;

async function guideHead({ db, baseUrl }: PagePath, id: string | undefined, categorySegment?: string) {
  if (!isId(id)) return notFound();
  const guide = await findGuideFacts(db, id);
  const category: CategoryKey | undefined = categorySegment ? categoryFromUrl(categorySegment) : undefined;
  if (!guide && categorySegment === undefined && (await findGoneGuide(db, id))) return gone();
  if (!guide || (categorySegment !== undefined && !category)) return notFound();
  const guidePath = `/guide/${guide.citySlug}/${guide.id}`;
  const creator = `${guide.creatorFirstName} (${creatorHandle(guide)})`;
  const image = previewUrl(baseUrl, guideCard(guide), guide.id);
  if (category) {
    const section = CATEGORIES[category].title;
    return listed({
      title: PAGE_TITLES.category(category, guide.name),
      description: `${section} in ${guide.cityName}, from the guide ${guide.name} by ${creator}.`,
      canonical: `${baseUrl}${guidePath}/category/${category}`,
      image,
      type: "article",
    });
  }
  return listed({
    title: PAGE_TITLES.guide({ name: guide.name, cityName: guide.cityName, creator: creatorHandle(guide) }),
    description: `${guide.name}: a city guide to ${guide.cityName} by ${creator}, with hand-picked cafés, restaurants, bars and places to visit.`,
    canonical: `${baseUrl}${guidePath}`,
    image,
    type: "article",
  });
}

async function placeHead({ db, baseUrl }: PagePath, id: string | undefined) {
  if (!isId(id)) return notFound();
  const place = await findPlaceFacts(db, id);
  if (!place) return notFound();
  const kind = isCategoryKey(place.category) ? CATEGORIES[place.category].placeLabel : place.category;
  const tag = place.tag ?? kind;
  const head = listed({
    title: PAGE_TITLES.place({ name: place.name, tag, cityName: place.cityName }),
    description: `${place.name}: ${tag} (${kind}) in ${place.cityName}${place.address ? `, ${place.address}` : ""}.`,
    canonical: `${baseUrl}/place/${place.id}`,
    image: place.imageKey ? `${baseUrl}${mediaUrl(place.imageKey, "share")}` : undefined,
  });
  // A suggestion not yet approved opens for its guide's readers but is kept out of search engines.
  return place.reviewStatus === "approved" ? head : { ...head, canonical: undefined, indexable: false };
}

async function cityHead({ db, baseUrl }: PagePath, slug: string) {
  const city = await findCityBySlug(db, slug.toLowerCase());
  if (!city) return notFound();
  return listed({
    title: PAGE_TITLES.city(city.name),
    description: `City guides to ${city.name} made by people who love it: cafés, restaurants, bars and places to visit.`,
    canonical: `${baseUrl}/city/${city.slug}`,
    image: previewUrl(baseUrl, cityCard(city), city.slug),
  });
}

async function profileHead({ db, baseUrl }: PagePath, username: string) {
  const profile = await findProfileFacts(db, username.replace(/^@/, "").toLowerCase());
  if (!profile?.username) return notFound();
  const name = fullNameOf(profile);
  return listed({
    title: PAGE_TITLES.profile({ ...profile, username: profile.username }),
    description: `City guides by ${name} (@${profile.username}) on ${SITE_NAME}.`,
    canonical: `${baseUrl}/profile/${profile.username}`,
    image: previewUrl(baseUrl, profileCard(profile), profile.username),
    type: "profile",
  });
}

/** Pages of one segment that are nobody's to share: the account forms, the signed-in user's own screens, search results. */
const UNLISTED_PAGES: Record<string, string> = {
  signin: "Sign in",
  signup: "Sign up",
  "forgot-password": "Forgot password",
  "reset-password": "Reset password",
  profile: "Profile",
  "edit-profile": "Edit profile",
  saved: "Saved",
  "saved-expanded": "Saved",
  "create-guide": "Create a guide",
  notifications: "Notifications",
  admin: "Admin",
  // Result pages change with the catalogue and the query: nothing for a search engine to keep.
  search: "Search",
};
/**
 * The same, with one more segment: `/saved/{city}`, `/edit-guide/{id}`, `/profile/edit`, `/notifications/settings` and `/invite/{token}`, whose
 * token is a key to a guide: never for a search engine (docs/decisions/057).
 */
const UNLISTED_SUBPAGES: Record<string, string> = {
  saved: "Saved",
  "edit-guide": "Edit guide",
  invite: "Invitation",
  notifications: "Notification settings",
};

/** The head of the app page at `pathname`, following the web app's route table (src/web/app/router.tsx). */
export async function pageHeadFor(db: Database, baseUrl: string, pathname: string): Promise<PageHead> {
  let segments: string[];
  try {
    segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return notFound();
  }
  const page: PagePath = { db, baseUrl };
  const [first = "", second = "", third, fourth, fifth] = segments;
  switch (segments.length) {
    case 0:
      return listed({ title: PAGE_TITLES.home, description: SITE_DESCRIPTION, canonical: `${baseUrl}/` });
    case 1:
      if (first === "cities")
        return listed({
          title: PAGE_TITLES.cities,
          description: SITE_DESCRIPTION,
          canonical: `${baseUrl}/cities`,
        });
      return Object.hasOwn(UNLISTED_PAGES, first) ? unlisted(UNLISTED_PAGES[first] ?? SITE_NAME) : notFound();
    case 2:
      if (first === "city") return cityHead(page, second);
      if (first === "place") return placeHead(page, second);
      if (first === "profile")
        return second === "edit" ? unlisted("Edit profile") : profileHead(page, second);
      return Object.hasOwn(UNLISTED_SUBPAGES, first)
        ? unlisted(UNLISTED_SUBPAGES[first] ?? SITE_NAME)
        : notFound();
    case 3:
      return first === "guide" ? guideHead(page, third) : notFound();
    case 5:
      return first === "guide" && fourth === "category" ? guideHead(page, third, fifth) : notFound();
    default:
      return notFound();
  }
}

/** A stored picture as JPEG (what satori can read), or nothing when it is missing. */
async function pictureAsJpeg(storage: FileStorage, key: string | undefined, variant: ImageVariant) {
  const webp = key ? await readImageVariant(storage, key, variant) : null;
  if (!webp) return undefined;
  const sharp = await loadSharp();
  return sharp(webp).jpeg({ quality: 85 }).toBuffer();
}

async function cardSpecOf(db: Database, kind: PreviewKind, ref: string): Promise<CardSpec | undefined> {
  if (kind === "guides") {
    const guide = isId(ref) ? await findGuideFacts(db, ref) : undefined;
    return guide && guideCard(guide);
  }
  if (kind === "cities") {
    const city = await findCityBySlug(db, ref.toLowerCase());
    return city && cityCard(city);
  }
  const profile = await findProfileFacts(db, ref.toLowerCase());
  return profile?.username ? profileCard(profile) : undefined;
}

/** Cards being drawn, by storage and key: a card asked for again meanwhile waits for the same drawing. */
const drawing = new WeakMap<FileStorage, Map<string, Promise<Buffer>>>();

/**
 * Draws the card and stores it, then removes its older versions. Storing only saves the next request a drawing:
 * a store that fails (another node removing this version's neighbours, the bucket gone for a moment) leaves the
 * card to be drawn again next time, and this request still gets the one drawn.
 */
async function drawAndStore(storage: FileStorage, spec: CardSpec, key: string): Promise<Buffer> {
  // Loaded with the first card drawn: satori and resvg were a tenth of the server's start-up, and few starts draw one.
  const { renderPreviewCard } = await import("./card-image");
  const png = await renderPreviewCard({
    ...spec,
    background: await pictureAsJpeg(storage, spec.backgroundKey, "share"),
    avatar: await pictureAsJpeg(storage, spec.avatarKey, "thumb"),
  });
  try {
    await storage.put(key, png);
    await storage.deleteAllBut(key);
  } catch {
    // Nothing lost: the next request draws it again.
  }
  return png;
}

/**
 * The 1200x630 link-preview PNG of a guide (by id), city (by slug) or profile (by username), rendered on first
 * request and stored under a digest of what it shows, so any change to that renders it afresh. Requests that
 * arrive while it is drawn wait for that drawing: parallel first requests for a card used to draw it once each.
 */
export async function previewImage(
  { db, storage }: { db: Database; storage: FileStorage },
  kind: PreviewKind,
  ref: string,
): Promise<{ png: Buffer; version: string }> {
  const spec = await cardSpecOf(db, kind, ref);
  if (!spec) throw new NotFoundError("Image not found");
  const version = versionOf(spec);
  const key = storageKeys.preview(kind, spec.id, version);
  const inProgress = drawing.get(storage) ?? new Map<string, Promise<Buffer>>();
  drawing.set(storage, inProgress);
  // The drawing under way first: while it is stored, a read of the store could meet half a file on a store
  // that is not atomic (s3rver's is not; S3 and the disk's rename are).
  const underWay = inProgress.get(key);
  if (underWay) return { png: await underWay, version };
  const stored = await storage.get(key);
  // A drawing that began while the store was read is the surer copy.
  let png = inProgress.get(key);
  if (stored && !png) return { png: stored, version };
  if (!png) {
    png = drawAndStore(storage, spec, key).finally(() => inProgress.delete(key));
    inProgress.set(key, png);
  }
  return { png: await png, version };
}
