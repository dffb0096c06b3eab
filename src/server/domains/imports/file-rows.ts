import type { CategoryKey } from "../../../shared/categories";
import type { ImportFormat } from "../../../shared/imports";

/** One place as a file gives it, before it is matched: every field the file may lack is null or empty. */
export type FileRow = {
  /** Where it is in the file, for messages: "line 7", "placemark 3". */
  where: string;
  name: string;
  /** The file's words for it, as the file has them (HTML and entities included). */
  note: string;
  lat: number | null;
  lng: number | null;
  address: string | null;
  link: string | null;
  /** The KML folder (My Maps layer) it is in. */
  folder: string | null;
  /** The category a Cityguides export wrote for it. */
  category: CategoryKey | null;
  tag: string | null;
};

/** A file read: its places in order, and what it says about itself. */
export type ReadFile = {
  format: ImportFormat;
  name: string | null;
  description: string;
  rows: FileRow[];
  folders: string[];
  /** Routes and tracks, which are not places. */
  ignoredTracks: number;
};

/** A row with nothing but what every format has. */
export const emptyRow = (where: string): FileRow => ({
  where,
  name: "",
  note: "",
  lat: null,
  lng: null,
  address: null,
  link: null,
  folder: null,
  category: null,
  tag: null,
});
