import { SaxesParser } from "saxes";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";

/** A placemark holding one of these is a route or a shape, which is not a place and is not counted. */
const TRACK_GEOMETRIES = new Set(["LineString", "LinearRing", "Polygon", "Track", "MultiTrack"]);

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Reads the XML once as a stream, holding only the path to the current element, and refuses it before any
 * document is built when it nests past IMPORT_LIMITS.xmlMaxDepth, holds more than xmlMaxElements elements, or
 * lists more places (KML placemarks that are not routes or shapes, GPX waypoints) than an import takes. A
 * document costs memory by the element and togeojson walks folders recursively: a 35 kB KMZ of a million nested
 * folders overflowed the stack, and one of 330,000 placemarks took 1.9 GB (docs/decisions/047). Well-formedness
 * is checked here too, so nothing the stream refused reaches the document parser.
 */
export function checkXmlBounds(text: string): void {
  const parser = new SaxesParser({ position: true });
  let depth = 0;
  let elements = 0;
  let places = 0;
  let placemarkDepth = 0;
  let placemarkIsTrack = false;
  parser.on("opentag", (tag) => {
    depth++;
    elements++;
    if (depth > IMPORT_LIMITS.xmlMaxDepth) throw new InvalidInputError(IMPORT_MESSAGES.xmlTooDeep);
    if (elements > IMPORT_LIMITS.xmlMaxElements)
      throw new InvalidInputError(IMPORT_MESSAGES.xmlTooManyElements(IMPORT_LIMITS.xmlMaxElements));
    const name = localName(tag.name);
    if (name === "wpt") places++;
    else if (name === "Placemark" && placemarkDepth === 0) {
      placemarkDepth = depth;
      placemarkIsTrack = false;
    } else if (placemarkDepth > 0 && TRACK_GEOMETRIES.has(name)) placemarkIsTrack = true;
    if (places > IMPORT_LIMITS.maxRows)
      throw new InvalidInputError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
  });
  parser.on("closetag", () => {
    if (depth === placemarkDepth) {
      placemarkDepth = 0;
      if (!placemarkIsTrack && ++places > IMPORT_LIMITS.maxRows)
        throw new InvalidInputError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
    }
    depth--;
  });
  parser.on("error", (error) => {
    // saxes writes "line:column: what"; the message says where reading stopped as the document parser did.
    const [, line, reason] = /^(\d+):\d+: (.*)$/s.exec(error.message) ?? [];
    throw new InvalidInputError(
      IMPORT_MESSAGES.xmlBroken(line ? `line ${line}: ${reason}` : (error.message.split("\n")[0] ?? "")),
    );
  });
  parser.write(text).close();
}
