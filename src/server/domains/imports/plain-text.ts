import { GUIDE_PLACE_NOTE_MAX_LENGTH } from "../../../shared/limits";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code =
      body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * A file's words as plain text: My Maps and Google Earth write descriptions as HTML, so tags go (line breaks and
 * paragraphs become new lines) and entities are decoded; runs of spaces and blank lines shrink.
 */
export function plainText(text: string): string {
  const withoutTags = text.replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, "\n").replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags)
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * A note within the guide's limit, and whether it had to be cut to fit. A Cityguides export's note is the
 * creator's text as it was (a "<" in it is theirs); other files' notes are read as HTML.
 */
export function noteOf(text: string, html: boolean): { note: string; cut: boolean } {
  const note = html ? plainText(text) : text.trim();
  if (note.length <= GUIDE_PLACE_NOTE_MAX_LENGTH) return { note, cut: false };
  return { note: `${note.slice(0, GUIDE_PLACE_NOTE_MAX_LENGTH - 1).trimEnd()}…`, cut: true };
}
