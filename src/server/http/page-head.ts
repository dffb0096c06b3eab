import { escapeMarkup } from "../markup";
import type { PageHead } from "../previews/service";

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/** The tags of one page's head; every value is escaped, since names and addresses are user text. */
function headTags(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, value: string | undefined) =>
    value === undefined ? "" : `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`;
  const tags = [`<title>${escapeMarkup(head.title)}</title>`, meta("name", "description", head.description)];
  if (!head.indexable) return [...tags, meta("name", "robots", "noindex")].join("\n    ");
  return [
    ...tags,
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : "",
    meta("property", "og:site_name", "Cityguides"),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    head.image ? meta("property", "og:image:width", "1200") : "",
    head.image ? meta("property", "og:image:height", "630") : "",
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
  ]
    .filter(Boolean)
    .join("\n    ");
}

/**
 * Links that start what a screen needs with the page instead of after its scripts have run: the screen's chunks,
 * its first API read and the picture it opens on (docs/decisions/025). The read is fetched as the app's client
 * fetches it (same URL, same-origin credentials), so the client's own request takes the preloaded answer.
 */
export function earlyLoadTags(
  scripts: string[],
  { read, image }: { read?: string; image?: string },
): string[] {
  const tags = scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}" />`);
  if (read) tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeMarkup(read)}" />`);
  if (image)
    tags.push(`<link rel="preload" as="image" href="${escapeMarkup(image)}" fetchpriority="high" />`);
  return tags;
}

/** The app's HTML with this page's title and meta tags in place of the build's generic ones, and `extraTags`. */
export function withPageHead(template: string, head: PageHead, extraTags: string[] = []): string {
  const tags = [headTags(head), ...extraTags].join("\n    ");
  const withoutDescription = template.replace(DESCRIPTION, "");
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags);
  return withoutDescription.replace("</head>", () => `${tags}</head>`);
}
