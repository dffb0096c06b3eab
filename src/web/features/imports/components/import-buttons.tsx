import { useNavigate } from "react-router";
import type { CategoryKey } from "../../../../shared/categories";
import { IMPORT_MESSAGES } from "../../../../shared/imports";
import type { ImportResult } from "../../../../shared/schemas";
import type { ReviewStatus } from "../../../../shared/suggestions";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { ImportDialogButton } from "./import-dialog";

type ImportedPlace = {
  id: string;
  name: string;
  note: string;
  category: CategoryKey;
  reviewStatus: ReviewStatus;
};

/** The rows an import made places of, in the file's order, with the file's words as their notes. */
function importedPlaces(result: ImportResult): ImportedPlace[] {
  return result.rows.flatMap((row) =>
    row.outcome !== "skipped" && row.place && row.category
      ? [
          {
            id: row.place.id,
            name: row.place.name,
            note: row.note,
            category: row.category,
            reviewStatus: row.place.reviewStatus,
          },
        ]
      : [],
  );
}

type ImportPlacesProps = {
  cityId: string;
  disabled: boolean;
  onImported: (places: ImportedPlace[]) => number;
};

/** The guide form's 'Import places': the file's places join the guide being edited, to be saved with it. */
export function ImportPlacesButton({ cityId, disabled, onImported }: ImportPlacesProps) {
  return (
    <ImportDialogButton
      mode="places"
      cityId={cityId}
      label={IMPORT_MESSAGES.importPlaces}
      disabled={disabled}
      onImported={(result) => {
        const places = importedPlaces(result);
        const added = onImported(places);
        toast.success(IMPORT_MESSAGES.placesAdded(added));
        if (added < places.length) toast.info(IMPORT_MESSAGES.placesLeftOut(places.length - added));
      }}
    />
  );
}

/** The new guide page's 'Start from a file': the file becomes a draft guide, opened at once. */
export function StartFromFileButton({ cityId }: { cityId?: string }) {
  const navigate = useNavigate();
  return (
    <ImportDialogButton
      mode="draft"
      cityId={cityId}
      label={IMPORT_MESSAGES.startFromFile}
      onImported={(result) => {
        if (!result.guide) return;
        toast.success(IMPORT_MESSAGES.draftCreated);
        navigate(paths.guide(result.guide.citySlug, result.guide.id));
      }}
    />
  );
}
