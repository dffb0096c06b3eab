import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../../shared/imports";
import type { ImportResult, ImportRowChoice } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { cityCentre, useCities } from "../../../lib/api/get-cities";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { type ImportChoices, useImportPlaces, useImportPreview } from "../api/import-places";
import { CategorySelect } from "./category-select";
import { ImportRows } from "./import-rows";

type ImportDialogProps = {
  /** `draft` makes a draft guide of the file; `places` hands its places to the guide being edited. */
  mode: "draft" | "places";
  /** The guide's city; without one the dialog asks for it. */
  cityId?: string;
  label: string;
  disabled?: boolean;
  onImported: (result: ImportResult) => void;
};

const ACCEPTED =
  ".csv,.kml,.kmz,.gpx,.geojson,.json,text/csv,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/gpx+xml,application/geo+json";

/**
 * 'Import places' / 'Start from a file' (docs/product.md §5 Import): choose a file, see what each of its rows
 * becomes, change what needs changing, confirm. The server reads the file each time; nothing is written before
 * the confirmation, and then only a draft or places for the guide being edited.
 */
export function ImportDialogButton({ mode, cityId, label, disabled, onImported }: ImportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="w-fit" disabled={disabled} onClick={() => setOpen(true)}>
        <FileUp aria-hidden className="size-4" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={IMPORT_MESSAGES.dialogTitle} size="wide">
        {open && (
          <ImportForm
            mode={mode}
            cityId={cityId}
            onImported={(result) => {
              setOpen(false);
              onImported(result);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function ImportForm({
  mode,
  cityId: fixedCityId,
  onImported,
}: Omit<ImportDialogProps, "label" | "disabled">) {
  const cities = useCities();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ImportChoices>({
    cityId: fixedCityId ?? "",
    folderCategories: {},
    rows: [],
  });
  const preview = useImportPreview();
  const confirm = useImportPlaces(mode);
  // The last answer stays while the next is read: the rows (and the focus in them) outlive each change.
  const [result, setResult] = useState<ImportResult>();

  const refresh = (nextFile: File | null, next: ImportChoices) => {
    setChoices(next);
    // A refused import's message is about the file and choices it was sent with, not these.
    confirm.reset();
    if (nextFile && next.cityId) preview.mutate({ file: nextFile, choices: next }, { onSuccess: setResult });
  };
  const choose = (row: number, change: Partial<ImportRowChoice>) => {
    const current = choices.rows.find((choice) => choice.row === row) ?? { row };
    const rows = [...choices.rows.filter((choice) => choice.row !== row), { ...current, ...change }];
    refresh(file, { ...choices, rows });
  };
  const byRow = new Map(choices.rows.map((choice) => [choice.row, choice]));
  const city = cities.data?.find((candidate) => candidate.id === choices.cityId);
  const around = cityCentre(city);
  const refusal = refusalMessage(confirm.error ?? preview.error, IMPORT_MESSAGES.readFailed);
  const problemRow = confirm.error instanceof ApiError ? Number(confirm.error.details?.row?.[0]) : Number.NaN;
  const problem = refusal && problemRow > 0 ? { row: problemRow, message: refusal } : undefined;
  const needsDefault = result?.rows.some((row) => row.outcome === "new" && !byRow.get(row.row)?.category);

  return (
    <form
      // The dialog sits inside the guide form in React's tree, where a submit would bubble up to it.
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (file) confirm.mutate({ file, choices }, { onSuccess: onImported });
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{IMPORT_MESSAGES.dialogIntro}</p>
      {/* Side by side from 640 px, so the rows start high on the screen. */}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        {!fixedCityId && (
          <SelectField
            label={IMPORT_MESSAGES.city}
            value={choices.cityId}
            onChange={(event) => {
              setResult(undefined);
              refresh(file, { ...choices, cityId: event.target.value, rows: [] });
            }}
          >
            <option value="">{IMPORT_MESSAGES.chooseCity}</option>
            {cities.data?.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-white/90">
            {IMPORT_MESSAGES.chooseFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED}
            aria-describedby={`${fileId}-limits`}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-raised file:px-3 file:text-white sm:file:min-h-9"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setResult(undefined);
              refresh(chosen, { ...choices, rows: [] });
            }}
          />
          <p id={`${fileId}-limits`} className="text-xs text-muted">
            {IMPORT_MESSAGES.limits(IMPORT_LIMITS.maxBytes / 1024 / 1024, IMPORT_LIMITS.maxRows)}
          </p>
        </div>
      </div>
      {preview.isPending && !result && <Spinner label={IMPORT_MESSAGES.reading} />}
      {file && !choices.cityId && (
        <p role="alert" className="rounded-lg bg-amber-500/10 p-3 text-sm text-amber-200">
          {IMPORT_MESSAGES.cityFirst}
        </p>
      )}
      {(preview.error || confirm.error) && (
        <p role="alert" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-300">
          {refusal}
        </p>
      )}
      {result && file && (
        <>
          {/* The counts and the file's default category share a line from 640 px: the rows start higher. */}
          <div className="grid items-end gap-4 sm:grid-cols-2">
            <p aria-live="polite" className="text-sm font-medium">
              {IMPORT_MESSAGES.counts(result.counts.matched, result.counts.new, result.counts.skipped)}
              {result.ignoredTracks > 0 && (
                <span className="block font-normal text-muted">
                  {IMPORT_MESSAGES.ignored(result.ignoredTracks)}
                </span>
              )}
            </p>
            {(needsDefault || choices.defaultCategory) && (
              <CategorySelect
                label={IMPORT_MESSAGES.defaultCategory}
                value={choices.defaultCategory}
                className="py-1.5"
                onChange={(key) => refresh(file, { ...choices, defaultCategory: key })}
              />
            )}
          </div>
          {result.folders.map((folder) => (
            <CategorySelect
              key={folder}
              label={IMPORT_MESSAGES.folderCategory(folder)}
              value={choices.folderCategories[folder]}
              onChange={(key) =>
                refresh(file, {
                  ...choices,
                  folderCategories: { ...choices.folderCategories, [folder]: key },
                })
              }
            />
          ))}
          <ImportRows
            rows={result.rows}
            cityId={choices.cityId}
            choices={byRow}
            around={around}
            problem={problem}
            onChoose={choose}
          />
          {/* Kept in view while the rows scroll: the button that makes the import so. Its negative margins are
              the Dialog's own padding (components/ui/dialog.tsx), so it spans the dialog's width. */}
          <div className="sticky -bottom-4 -mx-4 -mb-4 flex justify-end border-t border-white/10 bg-surface px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            <Button type="submit" disabled={confirm.isPending || preview.isPending}>
              {confirm.isPending
                ? IMPORT_MESSAGES.importing
                : mode === "draft"
                  ? IMPORT_MESSAGES.confirmDraft
                  : IMPORT_MESSAGES.confirmPlaces}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
