import { escapeMarkup } from "../../infrastructure/markup";
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

/** The app's HTML with this page's title and meta tags in place of the build's generic ones. */
export function withPageHead(template: string, head: PageHead): string {
  const tags = headTags(head);
  const withoutDescription = template.replace(DESCRIPTION, "");
  if (TITLE.test(withoutDescription)) return withoutDescription.replace(TITLE, () => tags);
  return withoutDescription.replace("</head>", () => `${tags}</head>`);
}
