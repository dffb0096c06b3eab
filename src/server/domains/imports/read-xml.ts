import { type F, type Folder, gpx, kmlWithFolders } from "@tmcw/togeojson";
import { DOMParser, type Document as XmlDocument } from "@xmldom/xmldom";
import { IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";
import { emptyRow, type FileRow, type ReadFile } from "./file-rows";
import { categoryNamed, coordinate, textField } from "./row-fields";
import { checkXmlBounds } from "./xml-bounds";

/** Entities can expand a small file into gigabytes ("billion laughs"), and a DOCTYPE can reach for other files. */
const DECLARATIONS = /<!DOCTYPE|<!ENTITY/i;

/** Parses XML, refusing declarations and files past the bounds; an error names where the parser stopped. */
export function parseXml(text: string): XmlDocument {
  if (DECLARATIONS.test(text)) throw new InvalidInputError(IMPORT_MESSAGES.xmlDeclarations);
  checkXmlBounds(text);
  let stoppedAt: string | undefined;
  const parser = new DOMParser({
    onError: (level, message, context) => {
      if (level === "warning") return;
      const line = (context as { locator?: { lineNumber?: number } } | undefined)?.locator?.lineNumber;
      stoppedAt ??= [line ? `line ${line}` : "", String(message).split("\n")[0]].filter(Boolean).join(": ");
      throw new Error(stoppedAt);
    },
  });
  try {
    return parser.parseFromString(text, "text/xml");
  } catch (error) {
    throw new InvalidInputError(IMPORT_MESSAGES.xmlBroken(stoppedAt ?? (error as Error).message));
  }
}

/** The text of the first element of `name` directly under `parent`. */
function childText(parent: Element | undefined, name: string): string | null {
  const child = Array.from(parent?.childNodes ?? []).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
  return textField(child?.textContent ?? null);
}

/** A description as togeojson reads it: text, or `{ "@type": "html", value }` when it was CDATA. */
const descriptionText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof (value as { value?: unknown })?.value === "string"
      ? (value as { value: string }).value
      : "";

function pointOf(feature: F): { lat: number | null; lng: number | null } {
  const geometry = feature.geometry;
  if (geometry?.type !== "Point") return { lat: null, lng: null };
  const [lng, lat] = geometry.coordinates;
  return { lat: coordinate(lat, "lat"), lng: coordinate(lng, "lng") };
}

const isTrack = (feature: F) =>
  feature.geometry !== null && feature.geometry.type !== "Point" && feature.geometry.type !== "MultiPoint";

/**
 * KML as Google My Maps and Google Earth write it (placemarks in folders, a placemark with only an address), and
 * Cityguides' own (a folder per category, the category, tag and link in ExtendedData, the note as description).
 */
export function readKml(document: XmlDocument, format: "kml" | "kmz"): ReadFile {
  const rows: FileRow[] = [];
  // A set, in the order first met: a file may hold thousands of folders.
  const folders = new Set<string>();
  let ignoredTracks = 0;
  // Folders are walked from a list rather than by recursion, so their depth costs no stack.
  const waiting: Array<{ children: Array<Folder | F>; from: number; folder: string | null }> = [
    { children: kmlWithFolders(document as never).children, from: 0, folder: null },
  ];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    const { children, from, folder } = next;
    for (let index = from; index < children.length; index++) {
      const child = children[index] as Folder | F;
      if (child.type === "folder") {
        const name = textField(child.meta.name) ?? "";
        if (name) folders.add(name);
        // The rest of this folder waits until the subfolder is read, keeping the file's order.
        waiting.push({ children, from: index + 1, folder });
        waiting.push({ children: child.children, from: 0, folder: name || folder });
        break;
      }
      if (isTrack(child)) {
        ignoredTracks++;
        continue;
      }
      const properties = child.properties ?? {};
      rows.push({
        ...emptyRow(`placemark ${rows.length + 1}`),
        name: textField(properties.name) ?? "",
        note: descriptionText(properties.description),
        ...pointOf(child),
        address: textField(properties.address),
        link: textField(properties.link),
        folder,
        category: categoryNamed(textField(properties.category)),
        tag: textField(properties.tag),
      });
    }
  }
  const mapDocument = document.getElementsByTagName("Document")[0] as unknown as Element | undefined;
  return {
    format,
    name: childText(mapDocument, "name"),
    description: childText(mapDocument, "description") ?? "",
    rows,
    folders: [...folders],
    ignoredTracks,
  };
}

/** GPX waypoints, as GPS apps and Cityguides write them; routes and tracks are counted and left out. */
export function readGpx(document: XmlDocument): ReadFile {
  const root = document.documentElement as unknown as Element | null;
  const ours = root?.getAttribute("creator") === "Cityguides";
  const rows: FileRow[] = [];
  let ignoredTracks = 0;
  for (const feature of gpx(document as never).features) {
    if (isTrack(feature as F)) {
      ignoredTracks++;
      continue;
    }
    const properties = (feature.properties ?? {}) as Record<string, unknown>;
    const links = Array.isArray(properties.links) ? (properties.links as Array<{ href?: unknown }>) : [];
    const desc = textField(properties.desc);
    const cmt = textField(properties.cmt);
    rows.push({
      ...emptyRow(`waypoint ${rows.length + 1}`),
      name: textField(properties.name) ?? "",
      // Cityguides writes the note as the comment and the tag and address as the description.
      note: ours ? (cmt ?? "") : [desc, cmt !== desc ? cmt : null].filter(Boolean).join("\n\n"),
      ...pointOf(feature as F),
      link: textField(links[0]?.href),
      category: categoryNamed(textField(properties.type)),
      tag: ours ? textField(desc?.split("\n")[0]) : null,
      address: ours ? textField(desc?.split("\n")[1]) : null,
    });
  }
  const metadata = Array.from(root?.childNodes ?? []).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === "metadata",
  );
  return {
    format: "gpx",
    name: childText(metadata, "name") ?? childText(root ?? undefined, "name"),
    description: childText(metadata, "desc") ?? "",
    rows,
    folders: [],
    ignoredTracks,
  };
}
