import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { byCategory, CATEGORY_KEYS, type CategoryKey } from "../../../../../shared/categories";
import { GUIDE_INTRODUCTION_MAX_LENGTH, MIN_LENGTH, PLACES_PER_CATEGORY } from "../../../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../../../shared/messages";
import type { GuideBase } from "../../../../../shared/schemas";
import { GUIDE_NAME_MAX_LENGTH, type GuideStatus } from "../../../../../shared/schemas/guide-input";
import { REVIEW_STATUSES } from "../../../../../shared/suggestions";
import { Field } from "../../../../components/ui/field";
import { LeaveGuard } from "../../../../components/ui/leave-guard";
import { useCities } from "../../../../lib/api/get-cities";
import { useCityPlaces } from "../../../../lib/api/get-places";
import { toast } from "../../../../lib/toast";
import type { GuideSubmission } from "../../api/save-guide";
import { CategoryPicker, pickerHeadingId, type SuggestPlaceSlot } from "./category-picker";
import { CityField } from "./city-field";
import { CoverUploader } from "./cover-uploader";
import { baseAfterChoice, type EditConflict, EditConflicts, placesWithTheirs } from "./edit-conflicts";
import { IntroductionField } from "./introduction-field";
import type { PickedPlace } from "./picked-places";
import { SubmitButtons } from "./submit-buttons";

export type GuideFormValues = {
  name: string;
  useDefaultName: boolean;
  cityId: string;
  introduction: string;
  places: Record<CategoryKey, PickedPlace[]>;
  cover: File | null;
};

const formSchema = z.object({
  name: z.string().trim().min(MIN_LENGTH.guideName, GUIDE_MESSAGES.nameTooShort).max(GUIDE_NAME_MAX_LENGTH),
  useDefaultName: z.boolean(),
  cityId: z.string().min(1, GUIDE_MESSAGES.locationRequired),
  introduction: z.string().max(GUIDE_INTRODUCTION_MAX_LENGTH, GUIDE_MESSAGES.introductionTooLong),
  places: z.record(
    z.string(),
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        note: z.string(),
        reviewStatus: z.enum(REVIEW_STATUSES).optional(),
      }),
    ),
  ),
  cover: z.instanceof(File).nullable(),
});

export const emptyPlaces = (): Record<CategoryKey, PickedPlace[]> => byCategory(() => []);

/** A place an import hands to the form, with its category (docs/product.md §5 Import). */
export type ImportedPlace = PickedPlace & { category: CategoryKey };

/** 'Import places', drawn by the imports feature: the route hands it in, since a feature does not import another. */
export type ImportPlacesSlot = (props: {
  cityId: string;
  disabled: boolean;
  /** Adds the places it can; says how many that was. */
  onImported: (places: ImportedPlace[]) => number;
}) => ReactNode;

/** The imported places after each category's picks, without doubles, up to a category's most. */
function withImported(picked: Record<CategoryKey, PickedPlace[]>, imported: ImportedPlace[]) {
  return byCategory((key) => {
    const have = new Set(picked[key].map((place) => place.id));
    const adding = imported
      .filter((place) => place.category === key && !have.has(place.id))
      .map(({ category: _category, ...place }) => place);
    return [...picked[key], ...adding].slice(0, PLACES_PER_CATEGORY.max);
  });
}

/** Each place's trimmed note, by place id; an empty note is none. */
const notesOf = (places: Record<CategoryKey, PickedPlace[]>) =>
  Object.fromEntries(
    CATEGORY_KEYS.flatMap((key) => places[key])
      .filter((place) => place.note.trim())
      .map((place) => [place.id, place.note.trim()]),
  );

/** The guide as the form loaded it: its save sends what changed since (docs/decisions/058). */
const baseOf = (values: GuideFormValues): GuideBase => ({
  name: values.name.trim(),
  introduction: values.introduction.trim(),
  places: byCategory((key) => values.places[key].map((place) => place.id)),
  notes: notesOf(values.places),
});

/** docs/product.md §4: '{City} by {first name}', or before a city "{first name}'s Guide", or 'My Guide'. */
export function defaultGuideName(cityName: string | undefined, firstName: string | undefined): string {
  if (cityName && firstName) return `${cityName} by ${firstName}`;
  if (firstName) return `${firstName}'s Guide`;
  return "My Guide";
}

type GuideFormProps = {
  mode: "create" | "edit";
  /** The saved guide's status in edit mode: it decides which buttons publish, keep or unpublish. */
  savedStatus?: GuideStatus;
  /** False for an editor (docs/decisions/057): the city stays, and saving keeps the guide's status. */
  byOwner?: boolean;
  initial: GuideFormValues;
  /** The guide the form's changes are made from, when not `initial` itself: an edit made offline still waiting. */
  initialBase?: GuideBase;
  firstName: string | undefined;
  currentCoverUrl: string | null;
  submitting: boolean;
  progress: number | null;
  onSubmit: (submission: GuideSubmission) => void;
  suggestPlace: SuggestPlaceSlot;
  importPlaces: ImportPlacesSlot;
  /** Texts the last save could not write because another member changed them meanwhile. */
  conflicts?: EditConflict[];
  onConflictsChange?: (conflicts: EditConflict[]) => void;
};

export function GuideForm({
  mode,
  savedStatus,
  byOwner = true,
  initial,
  initialBase,
  firstName,
  currentCoverUrl,
  submitting,
  progress,
  onSubmit,
  suggestPlace,
  importPlaces,
  conflicts = [],
  onConflictsChange,
}: GuideFormProps) {
  const form = useForm<GuideFormValues>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const [base, setBase] = useState(() => initialBase ?? baseOf(initial));
  const choose = (conflict: EditConflict, takeTheirs: boolean) => {
    const placeId = conflict.field.startsWith("notes.") ? conflict.field.slice("notes.".length) : null;
    if (takeTheirs && placeId)
      form.setValue("places", placesWithTheirs(form.getValues("places"), conflict, placeId), {
        shouldDirty: true,
      });
    else if (takeTheirs)
      form.setValue(conflict.field as "name" | "introduction", conflict.theirs ?? "", { shouldDirty: true });
    setBase((current) => baseAfterChoice(current, conflict));
    onConflictsChange?.(conflicts.filter((other) => other !== conflict));
  };
  const cities = useCities();
  const [cityId, useDefaultName, places, cover] = form.watch(["cityId", "useDefaultName", "places", "cover"]);
  const city = cities.data?.find((candidate) => candidate.id === cityId);
  const cityPlaces = useCityPlaces(cityId || undefined);
  const placesLoading = Boolean(cityId) && cityPlaces.isPending;

  useEffect(() => {
    if (mode === "create" && useDefaultName) {
      form.setValue("name", defaultGuideName(city?.name, firstName), {
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }, [mode, useDefaultName, city?.name, firstName, form]);

  const submitAs = (status: GuideStatus) =>
    form.handleSubmit(
      (values) => {
        // Drafts keep any number of places; the minimum is a publishing rule (docs/product.md §5).
        const short = CATEGORY_KEYS.find((key) => values.places[key].length < PLACES_PER_CATEGORY.min);
        if (status === "published" && short) {
          toast.error(GUIDE_MESSAGES.missingPlacesTitle, { description: GUIDE_MESSAGES.missingPlacesText });
          showCategory(short);
          return;
        }
        const picked = byCategory((key) => values.places[key].map((place) => place.id));
        const notes = notesOf(values.places);
        onSubmit({
          input: {
            name: values.name.trim(),
            cityId: values.cityId,
            places: picked,
            notes,
            introduction: values.introduction.trim(),
            status,
          },
          cover: values.cover,
          ...(mode === "edit" ? { base } : {}),
        });
      },
      (errors) =>
        toast.error(
          errors.name?.message ??
            errors.cityId?.message ??
            errors.introduction?.message ??
            GUIDE_MESSAGES.createFailed,
        ),
    );
  const { errors, isDirty } = form.formState;
  return (
    <form
      onSubmit={submitAs(byOwner ? "published" : (savedStatus ?? "draft"))}
      noValidate
      className="flex flex-col gap-6"
    >
      <EditConflicts
        conflicts={conflicts}
        places={places}
        onUseTheirs={(conflict) => choose(conflict, true)}
        onKeepMine={(conflict) => choose(conflict, false)}
      />
      <CoverUploader
        file={cover}
        currentUrl={currentCoverUrl}
        onChange={(file) => form.setValue("cover", file, { shouldDirty: true })}
        progress={progress}
      />
      <CityField
        disabled={!byOwner}
        cities={cities.data}
        value={cityId}
        error={errors.cityId?.message}
        onChange={(next) => {
          form.setValue("cityId", next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
          // Places belong to a city: a new city starts the picks afresh.
          form.setValue("places", emptyPlaces(), { shouldDirty: true });
        }}
      />
      <div className="flex flex-col gap-2">
        <Field
          label="Guide Name"
          disabled={mode === "create" && useDefaultName}
          error={errors.name?.message}
          {...form.register("name")}
        />
        {mode === "create" && (
          <label className="inline-flex min-h-6 w-fit items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-violet-500"
              {...form.register("useDefaultName")}
            />
            Use default name
          </label>
        )}
      </div>
      <IntroductionField error={errors.introduction?.message} {...form.register("introduction")} />
      <section aria-labelledby="select-places" className="flex flex-col gap-4">
        <div>
          <h2 id="select-places" className="text-lg font-semibold">
            Select Places
          </h2>
          <p className="text-sm text-muted">Select at least 3 places for each category (up to 12)</p>
        </div>
        {!cityId && (
          <p className="text-sm text-amber-400">Please select a city first to see available places</p>
        )}
        {placesLoading && <p className="text-sm text-amber-400">Loading places...</p>}
        {cityId &&
          importPlaces({
            cityId,
            disabled: submitting || placesLoading,
            onImported: (imported) => {
              const before = form.getValues("places");
              const after = withImported(before, imported);
              form.setValue("places", after, { shouldDirty: true });
              return CATEGORY_KEYS.reduce((added, key) => added + after[key].length - before[key].length, 0);
            },
          })}
        {CATEGORY_KEYS.map((key) => (
          <CategoryPicker
            key={key}
            category={key}
            picked={places[key]}
            onChange={(next) =>
              form.setValue("places", { ...form.getValues("places"), [key]: next }, { shouldDirty: true })
            }
            offered={cityPlaces.data?.items.filter((place) => place.category === key)}
            city={city ? { id: city.id, name: city.name } : null}
            cityHasPlaces={(cityPlaces.data?.items.length ?? 0) > 0}
            suggestPlace={suggestPlace}
          />
        ))}
      </section>
      <LeaveGuard when={isDirty && !submitting} description="Your changes to this guide will be lost." />
      <SubmitButtons
        mode={mode}
        savedStatus={savedStatus}
        byOwner={byOwner}
        submitting={submitting}
        disabled={submitting || placesLoading || !cityId}
        onSaveDraft={submitAs("draft")}
      />
    </form>
  );
}

/** Brings the first category that needs places into view and puts focus on its Add places input. */
function showCategory(category: CategoryKey) {
  const section = document.getElementById(pickerHeadingId(category))?.closest("section");
  section?.scrollIntoView({ block: "center", behavior: "smooth" });
  section?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus({ preventScroll: true });
}
