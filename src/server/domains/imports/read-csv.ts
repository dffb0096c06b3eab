import { CsvError, parse } from "csv-parse/sync";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { InvalidInputError } from "../../infrastructure/errors";
import { emptyRow, type FileRow, type ReadFile } from "./file-rows";
import { categoryNamed, coordinate, textField } from "./row-fields";

/** A record and the line it starts on. */
type Parsed = { record: string[]; line: number };

/** The columns a CSV may name each field by, compared lowercased. */
const COLUMNS = {
  name: ["name", "title"],
  lat: ["latitude", "lat"],
  lng: ["longitude", "lng", "lon", "long"],
  note: ["note", "notes", "comment", "comments", "description"],
  category: ["category"],
  tag: ["tag", "tags"],
  address: ["address"],
  link: ["link", "url", "google maps link"],
} as const;

type Columns = { [field in keyof typeof COLUMNS]: number[] };

function columnsOf(header: string[]): Columns {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const find = (aliases: readonly string[]) =>
    names.flatMap((name, index) => ((aliases as readonly string[]).includes(name) ? [index] : []));
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([field, aliases]) => [field, find(aliases)]),
  ) as Columns;
}

const blank = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * The records up to the header row and the places after it, read until the first place past the row limit: the
 * parser stops there, at a header not found within csvRowsBeforeHeader records, and at a record longer than
 * csvRecordMaxChars (a quote never closed swallows the rest of the file), rather than reading a whole file whose
 * answer is already known (docs/decisions/047). Blank records are dropped as they are read.
 */
function parseRecords(text: string): { records: Parsed[]; headerIndex: number } {
  const records: Parsed[] = [];
  let headerIndex = -1;
  let endLine = 0;
  const onRecord = (record: string[], { lines }: { lines: number }) => {
    const parsed = { record, line: endLine + 1 };
    endLine = lines;
    if (headerIndex < 0) {
      if (columnsOf(record).name.length > 0) headerIndex = records.length;
      else if (records.length >= IMPORT_LIMITS.csvRowsBeforeHeader)
        throw new InvalidInputError(IMPORT_MESSAGES.csvNoHeader);
    } else if (blank(record)) return null;
    else if (records.length - headerIndex > IMPORT_LIMITS.maxRows)
      throw new InvalidInputError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
    records.push(parsed);
    return null;
  };
  try {
    parse(text, {
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: IMPORT_LIMITS.csvRecordMaxChars,
      on_record: onRecord,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === "CSV_MAX_RECORD_SIZE")
      throw new InvalidInputError(
        IMPORT_MESSAGES.csvRecordTooLong(endLine + 1, IMPORT_LIMITS.csvRecordMaxChars),
      );
    throw new InvalidInputError(
      IMPORT_MESSAGES.csvBroken(
        (error as CsvError & { lines?: number }).lines ?? 1,
        error.message.replace(/^Invalid [^:]*: /, ""),
      ),
    );
  }
  if (headerIndex < 0) throw new InvalidInputError(IMPORT_MESSAGES.csvNoHeader);
  return { records, headerIndex };
}

/** A text cell a Cityguides export guarded against spreadsheets' formulas ("'=…"), as it was written. */
const unguarded = (cell: string | undefined) => (cell && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A CSV file: Google Takeout's saved lists (Title, Note, URL, Tags, Comment; a description line and a blank or
 * `,,,,` line may come first), Cityguides' own export (Name, Latitude, Longitude, Category, Tag, Address, Link,
 * Note), or any sheet whose header names a name or title column.
 */
export function readCsv(text: string, fileName: string | null): ReadFile {
  const { records, headerIndex } = parseRecords(text);
  const header = records[headerIndex]?.record ?? [];
  const columns = columnsOf(header);
  const lowered = header.map((cell) => cell.trim().toLowerCase());
  const takeout = ["title", "note", "url"].every((name) => lowered.includes(name));
  const description = records
    .slice(0, headerIndex)
    .map(({ record }) => record.filter((cell) => cell.trim() !== "").join(", "))
    .find((line) => line !== "");
  const rows: FileRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const { record: cells, line } = records[index] as Parsed;
    const record = cells.map((cell) => unguarded(cell) ?? "");
    const cell = (field: keyof Columns) => textField(record[columns[field][0] ?? -1]);
    rows.push({
      ...emptyRow(`line ${line}`),
      name: cell("name") ?? "",
      note: columns.note
        .map((column) => record[column]?.trim() ?? "")
        .filter(Boolean)
        .join("\n\n"),
      lat: coordinate(record[columns.lat[0] ?? -1], "lat"),
      lng: coordinate(record[columns.lng[0] ?? -1], "lng"),
      address: cell("address"),
      link: cell("link"),
      category: categoryNamed(cell("category")),
      tag: cell("tag"),
    });
  }
  return {
    format: takeout ? "takeout-csv" : "csv",
    name: takeout && fileName ? fileName.replace(/\.[^.]*$/, "") : null,
    description: description ?? "",
    rows,
    folders: [],
    ignoredTracks: 0,
  };
}
