/** Everything outside XML 1.0's Char production: C0 controls but tab and line ends, U+FFFE/F, lone surrogates. */
const XML_ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "\r": "&#13;",
};

/**
 * Stored text made safe for XML or HTML content and attribute values alike (exports, the sitemap, page heads):
 * markup characters become entities, and characters XML cannot hold at all become U+FFFD.
 */
export function escapeMarkup(text: string): string {
  return text.replace(XML_ILLEGAL, "\uFFFD").replace(/[&<>"'\r]/g, (char) => ENTITIES[char] ?? char);
}
