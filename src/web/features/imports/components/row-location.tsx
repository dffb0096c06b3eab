import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Coordinates } from "../../../../shared/geo";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import type { ImportRow, ImportRowChoice } from "../../../../shared/schemas";
import { useMapLinkText } from "../../../components/location-fields";
import { LocationPicker } from "../../../components/maps";
import { Button } from "../../../components/ui/button";

/** How long typed coordinates must rest before the file is read again with them. */
const TYPING_PAUSE_MS = 600;

/**
 * A new place without a location: a pasted link or coordinates (read here, sent as numbers) or a click on a small
 * map give it one. One line in the row: the field is named by its label for assistive technology only.
 */
export function RowLocation({
  row,
  around,
  onChoose,
}: {
  row: ImportRow;
  around: Coordinates | null;
  onChoose: (row: number, choice: Partial<ImportRowChoice>) => void;
}) {
  const id = useId();
  const [mapOpen, setMapOpen] = useState(false);
  // Each reading would send the whole file again: typed coordinates go once the typing rests.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const { text, problem, read } = useMapLinkText((coordinates) => {
    pending.current = setTimeout(() => onChoose(row.row, coordinates), TYPING_PAUSE_MS);
  });
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={IMPORT_MESSAGES.rowLocation(row.name)}
          aria-invalid
          aria-describedby={`${id}-hint ${id}-error`}
          value={text}
          onChange={(event) => {
            clearTimeout(pending.current);
            read(event.target.value);
          }}
          placeholder={IMPORT_MESSAGES.locationPlaceholder}
          className="min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-red-500 bg-surface px-2 text-white placeholder:text-muted focus:outline-2 focus:outline-accent sm:min-h-8"
        />
        <Button
          variant="secondary"
          className="min-h-11 w-fit sm:min-h-8"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen(!mapOpen)}
        >
          <MapPin aria-hidden className="size-4" />
          {IMPORT_MESSAGES.pickOnMap}
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {IMPORT_MESSAGES.locationHint}
      </p>
      <p id={`${id}-error`} className="text-xs text-red-400">
        {problem ?? IMPORT_MESSAGES.needsLocation}
      </p>
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
