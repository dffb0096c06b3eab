import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Coordinates } from "../../../../shared/geo";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import type { ImportRow, ImportRowChoice, PlaceSummary } from "../../../../shared/schemas";
import { useMapLinkText } from "../../../components/location-fields";
import { LocationPicker } from "../../../components/maps";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { ReviewBadge } from "../../../components/ui/review-badge";
import { SelectField } from "../../../components/ui/select-field";
import { useCityPlaces } from "../../../lib/api/get-places";
import { CategorySelect } from "./category-select";

type RowsProps = {
  rows: ImportRow[];
  /** The city whose places a match may be changed to. */
  cityId: string;
  choices: Map<number, ImportRowChoice>;
  /** The city's centre, where a row's map looks first. */
  around: Coordinates | null;
  onChoose: (row: number, choice: Partial<ImportRowChoice>) => void;
};

const OUTCOME_STYLES: Record<ImportRow["outcome"], string> = {
  matched: "bg-emerald-500/15 text-emerald-300 ring-emerald-500/30",
  new: "bg-sky-500/15 text-sky-300 ring-sky-500/30",
  skipped: "bg-white/5 text-muted ring-white/15",
};
const OUTCOME_LABELS: Record<ImportRow["outcome"], string> = {
  matched: IMPORT_MESSAGES.matched,
  new: IMPORT_MESSAGES.newPlace,
  skipped: IMPORT_MESSAGES.skipped,
};

/** Every row of the file with what it became, and what the user may change about it. */
export function ImportRows({ rows, cityId, choices, around, onChoose }: RowsProps) {
  return (
    <ol className="flex flex-col divide-y divide-white/10 rounded-xl ring-1 ring-white/10">
      {rows.map((row) => (
        <ImportRowItem
          key={row.row}
          row={row}
          skipped={choices.get(row.row)?.skip === true}
          cityId={cityId}
          around={around}
          onChoose={onChoose}
        />
      ))}
    </ol>
  );
}

function ImportRowItem({
  row,
  skipped,
  cityId,
  around,
  onChoose,
}: {
  row: ImportRow;
  skipped: boolean;
  cityId: string;
  around: Coordinates | null;
  onChoose: RowsProps["onChoose"];
}) {
  const isNew = row.outcome === "new";
  const label = row.name || row.where;
  // A row the server skipped (a duplicate, outside the city) cannot be brought back; one the user skipped can.
  const canToggle = skipped || row.outcome !== "skipped";
  return (
    <li className="flex flex-col gap-2 p-3" data-import-row={row.row}>
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{label}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${OUTCOME_STYLES[row.outcome]}`}
          >
            {OUTCOME_LABELS[row.outcome]}
          </span>
          {isNew && <ReviewBadge status="pending" />}
        </div>
        {canToggle && (
          <Button
            variant="ghost"
            className="min-h-11 shrink-0 sm:min-h-8"
            aria-label={`${skipped ? IMPORT_MESSAGES.include : IMPORT_MESSAGES.skip} ${label}`}
            onClick={() => onChoose(row.row, { skip: !skipped })}
          >
            {skipped ? IMPORT_MESSAGES.include : IMPORT_MESSAGES.skip}
          </Button>
        )}
      </div>
      {row.outcome === "matched" && row.place && (
        <MatchChoice row={row} place={row.place} cityId={cityId} onChoose={onChoose} />
      )}
      {row.outcome === "skipped" && row.reason && <p className="text-sm text-muted">{row.reason}</p>}
      {isNew && (
        <CategorySelect
          label={IMPORT_MESSAGES.rowCategory(row.name)}
          value={row.category ?? undefined}
          error={row.category ? undefined : IMPORT_MESSAGES.needsCategory}
          className={rowFieldClass}
          onChange={(category) => onChoose(row.row, { category })}
        />
      )}
      {isNew && row.lat !== null && row.lng !== null && (
        <p className="text-sm text-muted">{IMPORT_MESSAGES.locatedAt(row.lat, row.lng)}</p>
      )}
      {isNew && row.lat === null && <LocationChoice row={row} around={around} onChoose={onChoose} />}
      {row.note && <p className="line-clamp-2 text-sm whitespace-pre-line text-white/80">{row.note}</p>}
      {row.noteCut && <p className="text-sm text-amber-300">{IMPORT_MESSAGES.noteCut}</p>}
    </li>
  );
}

/** The catalogue place a row matched, which the user may change to another of the city's in that category. */
function MatchChoice({
  row,
  place,
  cityId,
  onChoose,
}: {
  row: ImportRow;
  place: PlaceSummary;
  cityId: string;
  onChoose: RowsProps["onChoose"];
}) {
  const [changing, setChanging] = useState(false);
  const offered = useCityPlaces(changing ? cityId : undefined).data?.items;
  const sameCategory = (offered ?? [place])
    .filter((candidate) => candidate.category === place.category)
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!changing)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {place.name !== row.name && <span>{IMPORT_MESSAGES.matches(place.name)}</span>}
        <Button variant="ghost" className="min-h-11 px-2 sm:min-h-8" onClick={() => setChanging(true)}>
          {IMPORT_MESSAGES.changeMatch}
          <span className="sr-only"> {IMPORT_MESSAGES.matchFor(row.name)}</span>
        </Button>
      </div>
    );
  return (
    <SelectField
      label={IMPORT_MESSAGES.matchFor(row.name)}
      value={place.id}
      onChange={(event) => onChoose(row.row, { placeId: event.target.value })}
      className={rowFieldClass}
    >
      {sameCategory.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A row's fields are as tall as a finger on phones, and compact among the rows on a laptop. */
const rowFieldClass = "min-h-11 py-1 sm:min-h-9";
/** How long typed coordinates must rest before the file is read again with them. */
const TYPING_PAUSE_MS = 600;

/**
 * A new place without a location: a pasted link or coordinates (read here, sent as numbers) or a click on a small
 * map give it one.
 */
function LocationChoice({
  row,
  around,
  onChoose,
}: {
  row: ImportRow;
  around: Coordinates | null;
  onChoose: RowsProps["onChoose"];
}) {
  const [mapOpen, setMapOpen] = useState(false);
  // Each reading would send the whole file again: typed coordinates go once the typing rests.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const { text, problem, read } = useMapLinkText((coordinates) => {
    pending.current = setTimeout(() => onChoose(row.row, coordinates), TYPING_PAUSE_MS);
  });
  return (
    <div className="flex flex-col gap-1 text-sm">
      <Field
        label={IMPORT_MESSAGES.rowLocation(row.name)}
        value={text}
        onChange={(event) => {
          clearTimeout(pending.current);
          read(event.target.value);
        }}
        placeholder={IMPORT_MESSAGES.locationPlaceholder}
        hint={IMPORT_MESSAGES.locationHint}
        error={problem ?? IMPORT_MESSAGES.needsLocation}
        className={rowFieldClass}
      />
      <Button
        variant="secondary"
        className="min-h-11 w-fit sm:min-h-9"
        aria-expanded={mapOpen}
        onClick={() => setMapOpen(!mapOpen)}
      >
        <MapPin aria-hidden className="size-4" />
        {IMPORT_MESSAGES.pickOnMap}
      </Button>
      {mapOpen && (
        <LocationPicker
          lat={null}
          lng={null}
          around={around}
          what={IMPORT_MESSAGES.mapWhat(row.name)}
          onPick={(coordinates) => onChoose(row.row, coordinates)}
        />
      )}
    </div>
  );
}
