import { useEffect, useRef, useState } from "react";
import { CATEGORIES } from "../../../../shared/categories";
import type { Coordinates } from "../../../../shared/geo";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import type { ImportRow, ImportRowChoice, PlaceSummary } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { ReviewBadge } from "../../../components/ui/review-badge";
import { useCityPlaces } from "../../../lib/api/get-places";
import { CategorySelect } from "./category-select";
import { RowLocation } from "./row-location";

type RowsProps = {
  rows: ImportRow[];
  /** The city whose places a match may be changed to. */
  cityId: string;
  choices: Map<number, ImportRowChoice>;
  /** The city's centre, where a row's map looks first. */
  around: Coordinates | null;
  /** The row a refusal named, and its words: it is marked and scrolled to. */
  problem?: { row: number; message: string };
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

/**
 * One line a row, as a table would have it: from 640 px the row number, the place, what it becomes, its category and
 * its control side by side; on a phone the number, place and control, with the rest under the name.
 */
const ROW_GRID =
  "grid grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[2.5rem_minmax(0,1fr)_7.5rem_13rem_5.5rem]";

/** Every row of the file with what it became, and what the user may change about it. */
export function ImportRows({ rows, cityId, choices, around, problem, onChoose }: RowsProps) {
  return (
    <div className="rounded-xl ring-1 ring-white/10">
      <div aria-hidden className={`${ROW_GRID} hidden px-3 py-1.5 text-xs font-medium text-muted sm:grid`}>
        <span>{IMPORT_MESSAGES.columnRow}</span>
        <span>{IMPORT_MESSAGES.columnPlace}</span>
        <span>{IMPORT_MESSAGES.columnOutcome}</span>
        <span>{IMPORT_MESSAGES.columnCategory}</span>
      </div>
      <ol className="flex flex-col divide-y divide-white/10 border-white/10 sm:border-t">
        {rows.map((row) => (
          <ImportRowItem
            key={row.row}
            row={row}
            skipped={choices.get(row.row)?.skip === true}
            cityId={cityId}
            around={around}
            problem={problem?.row === row.row ? problem.message : undefined}
            onChoose={onChoose}
          />
        ))}
      </ol>
    </div>
  );
}

function ImportRowItem({
  row,
  skipped,
  cityId,
  around,
  problem,
  onChoose,
}: {
  row: ImportRow;
  skipped: boolean;
  cityId: string;
  around: Coordinates | null;
  problem: string | undefined;
  onChoose: RowsProps["onChoose"];
}) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (problem) item.current?.scrollIntoView({ block: "center" });
  }, [problem]);
  const isNew = row.outcome === "new";
  const label = row.name || row.where;
  // A row the server skipped (a duplicate, outside the city) cannot be brought back; one the user skipped can.
  const canToggle = skipped || row.outcome !== "skipped";
  const [changing, setChanging] = useState(false);
  const located =
    isNew && row.lat !== null && row.lng !== null ? IMPORT_MESSAGES.locatedAt(row.lat, row.lng) : null;
  const detail =
    row.outcome === "skipped" ? row.reason : [located, row.note].filter(Boolean).join(" · ") || null;
  return (
    <li
      ref={item}
      data-import-row={row.row}
      className={`${ROW_GRID} px-3 py-1 ${problem ? "bg-red-500/10 ring-2 ring-red-500/60 ring-inset" : ""}`}
    >
      <span className="self-start pt-0.5 text-sm text-muted tabular-nums" title={row.where}>
        {row.row}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 sm:flex-nowrap">
          <span className="font-medium break-words sm:truncate" title={label}>
            {label}
          </span>
          {isNew && <ReviewBadge status="pending" className="hidden shrink-0 md:inline-flex" />}
          {row.outcome === "matched" && row.place && (
            <MatchLine row={row} place={row.place} onChange={() => setChanging(true)} />
          )}
        </span>
        {detail && <span className="truncate text-xs text-muted">{detail}</span>}
      </div>
      <div className="col-[2/-1] flex flex-wrap items-center gap-2 sm:contents">
        <span
          className={`w-fit rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${OUTCOME_STYLES[row.outcome]}`}
        >
          {OUTCOME_LABELS[row.outcome]}
        </span>
        {isNew ? (
          <CategorySelect
            compact
            label={IMPORT_MESSAGES.rowCategory(row.name)}
            value={row.category ?? undefined}
            error={row.category ? undefined : IMPORT_MESSAGES.needsCategory}
            className="min-h-11 sm:min-h-8"
            onChange={(category) => onChoose(row.row, { category })}
          />
        ) : (
          <span className="text-sm text-white/80">{row.category ? CATEGORIES[row.category].title : ""}</span>
        )}
      </div>
      <div className="col-start-3 row-start-1 justify-self-end sm:col-start-5">
        {canToggle && (
          <Button
            variant="ghost"
            className="min-h-11 px-2 py-1 sm:min-h-8"
            aria-label={`${skipped ? IMPORT_MESSAGES.include : IMPORT_MESSAGES.skip} ${label}`}
            onClick={() => onChoose(row.row, { skip: !skipped })}
          >
            {skipped ? IMPORT_MESSAGES.include : IMPORT_MESSAGES.skip}
          </Button>
        )}
      </div>
      <RowExtras
        row={row}
        cityId={cityId}
        around={around}
        changing={changing}
        problem={problem}
        onChoose={onChoose}
      />
    </li>
  );
}

/** What does not fit on the row's line: a match being changed, a location to set, a cut note, a refusal. */
function RowExtras({
  row,
  cityId,
  around,
  changing,
  problem,
  onChoose,
}: {
  row: ImportRow;
  cityId: string;
  around: Coordinates | null;
  changing: boolean;
  problem: string | undefined;
  onChoose: RowsProps["onChoose"];
}) {
  const needsLocation = row.outcome === "new" && row.lat === null;
  const matchOpen = changing && row.outcome === "matched" && row.place;
  if (!needsLocation && !matchOpen && !row.noteCut && !problem) return null;
  return (
    <div className="col-[2/-1] flex flex-col gap-1 pb-1">
      {matchOpen && row.place && (
        <MatchChoice row={row} place={row.place} cityId={cityId} onChoose={onChoose} />
      )}
      {needsLocation && <RowLocation row={row} around={around} onChoose={onChoose} />}
      {row.noteCut && <p className="text-xs text-amber-300">{IMPORT_MESSAGES.noteCut}</p>}
      {problem && <p className="text-sm text-red-300">{problem}</p>}
    </div>
  );
}

/** The catalogue place a row matched (named when the file's name differs), with the way to change it. */
function MatchLine({ row, place, onChange }: { row: ImportRow; place: PlaceSummary; onChange: () => void }) {
  return (
    <span className="flex min-w-0 shrink items-center gap-1 text-xs text-muted">
      {place.name !== row.name && <span className="truncate">{IMPORT_MESSAGES.matches(place.name)}</span>}
      <Button
        variant="ghost"
        className="min-h-11 shrink-0 px-1.5 py-0.5 text-xs sm:min-h-6"
        onClick={onChange}
      >
        {IMPORT_MESSAGES.changeMatch}
        <span className="sr-only"> {IMPORT_MESSAGES.matchFor(row.name)}</span>
      </Button>
    </span>
  );
}

/** Another of the city's places of the matched one's category, for a row the user says was matched wrongly. */
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
  const offered = useCityPlaces(cityId).data?.items;
  const sameCategory = (offered ?? [place])
    .filter((candidate) => candidate.category === place.category)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <select
      aria-label={IMPORT_MESSAGES.matchFor(row.name)}
      value={place.id}
      onChange={(event) => onChoose(row.row, { placeId: event.target.value })}
      className="min-h-11 w-full max-w-sm rounded-lg border border-border bg-surface px-2 text-sm text-white focus:outline-2 focus:outline-accent sm:min-h-8"
    >
      {sameCategory.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </select>
  );
}
