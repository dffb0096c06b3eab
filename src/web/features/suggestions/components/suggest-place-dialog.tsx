import { zodResolver } from "@hookform/resolvers/zod";
import { MapPinPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CATEGORIES, type CategoryKey } from "../../../../shared/categories";
import {
  type DuplicateCandidate,
  type SuggestionInput,
  suggestionInputSchema,
} from "../../../../shared/schemas";
import { type ReviewStatus, SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { coordinateValue, LocationFields } from "../../../components/location-fields";
import { Button, buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { cityCentre, useCities } from "../../../lib/api/get-cities";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { findDuplicates, useSuggestPlace } from "../api/suggest-place";
import { DuplicateChoices } from "./duplicate-choices";
import { PhotoField } from "./photo-field";

/** What the picker gets back: a place to add to the category's picks. */
type AddedPlace = { id: string; name: string; reviewStatus: ReviewStatus };

/** What the form starts with when the picker opened it from a pasted map link (an empty name: none in the link). */
type PlacePrefill = { name: string; lat: number; lng: number };

type SuggestPlaceProps = {
  category: CategoryKey;
  city: { id: string; name: string };
  pickedIds: Set<string>;
  disabled: boolean;
  onAdded: (place: AddedPlace) => void;
  /** The picker holds the dialog's state: its pasted-link button opens it too. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill: PlacePrefill | null;
};

/**
 * The guide form's 'Add a place that is not listed' (docs/product.md §4 Suggested places): name, tag, address,
 * location and an optional photo, for the picker's category and the guide's city. Likely duplicates are offered
 * first; the new place is picked at once.
 */
export function SuggestPlaceButton({
  category,
  city,
  pickedIds,
  disabled,
  onAdded,
  open,
  onOpenChange,
  prefill,
}: SuggestPlaceProps) {
  return (
    <>
      <Button variant="ghost" className="w-fit" disabled={disabled} onClick={() => onOpenChange(true)}>
        <MapPinPlus aria-hidden className="size-4" />
        {SUGGESTION_MESSAGES.addPlace}
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={SUGGESTION_MESSAGES.addPlaceTitle(CATEGORIES[category].title)}
      >
        {open && (
          <SuggestPlaceForm
            category={category}
            city={city}
            pickedIds={pickedIds}
            prefill={prefill}
            onAdded={(place) => {
              onAdded(place);
              onOpenChange(false);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

type SuggestPlaceFormProps = Pick<
  SuggestPlaceProps,
  "category" | "city" | "pickedIds" | "onAdded" | "prefill"
>;

function SuggestPlaceForm({ category, city, pickedIds, onAdded, prefill }: SuggestPlaceFormProps) {
  const suggest = useSuggestPlace();
  const [photo, setPhoto] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [candidates, setCandidates] = useState<DuplicateCandidate[] | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const around = cityCentre(useCities().data?.find((candidate) => candidate.id === city.id));
  const form = useForm<SuggestionInput>({
    resolver: zodResolver(suggestionInputSchema),
    defaultValues: {
      name: prefill?.name ?? "",
      tag: "",
      address: "",
      category,
      cityId: city.id,
      lat: prefill?.lat ?? null,
      lng: prefill?.lng ?? null,
    },
  });

  const add = (place: SuggestionInput) =>
    suggest.mutate(
      { place, photo },
      {
        onSuccess: (added) => {
          toast.success(SUGGESTION_MESSAGES.added);
          onAdded(added);
        },
        onError: (error) => {
          setCandidates(null);
          const details = error instanceof ApiError ? error.details : undefined;
          for (const field of ["name", "tag", "address", "lat", "lng"] as const) {
            const message = details?.[field]?.[0];
            if (message) form.setError(field, { message });
          }
          const message = refusalMessage(error);
          setRefusal(message);
          toast.error(SUGGESTION_MESSAGES.addFailed, { description: message });
        },
      },
    );

  const submit = form.handleSubmit(async (place) => {
    setRefusal(undefined);
    setChecking(true);
    try {
      const found = await findDuplicates({
        cityId: city.id,
        name: place.name,
        lat: place.lat ?? 0,
        lng: place.lng ?? 0,
      });
      // Only a place of this category can stand in for the suggestion in this category.
      const sameCategory = found.filter((candidate) => candidate.category === category);
      if (sameCategory.length > 0) setCandidates(sameCategory);
      else add(place);
    } catch {
      // Without the check the suggestion may still be made; the review catches duplicates.
      add(place);
    } finally {
      setChecking(false);
    }
  });

  if (candidates)
    return (
      <DuplicateChoices
        candidates={candidates}
        pickedIds={pickedIds}
        adding={suggest.isPending}
        onUse={onAdded}
        onAddAnyway={() => add(form.getValues())}
        onBack={() => setCandidates(null)}
      />
    );

  const { errors } = form.formState;
  const busy = checking || suggest.isPending;
  return (
    <form
      // The dialog sits inside the guide form in React's tree, where a submit would bubble up to it.
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.addPlaceIntro}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Category</dt>
        <dd>{CATEGORIES[category].placeLabel}</dd>
        <dt className="text-muted">City</dt>
        <dd>{city.name}</dd>
      </dl>
      <Field label="Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <Field
        label="Tag"
        placeholder="e.g. Specialty coffee"
        error={errors.tag?.message}
        {...form.register("tag")}
      />
      <Field label="Address" error={errors.address?.message} {...form.register("address")} />
      <LocationFields
        legend="Location"
        what="place's location"
        value={{ lat: form.watch("lat"), lng: form.watch("lng") }}
        around={around}
        lat={form.register("lat", { setValueAs: coordinateValue })}
        lng={form.register("lng", { setValueAs: coordinateValue })}
        latError={errors.lat?.message}
        lngError={errors.lng?.message}
        onRead={({ lat, lng }) => {
          form.setValue("lat", lat, { shouldValidate: true });
          form.setValue("lng", lng, { shouldValidate: true });
        }}
      />
      <PhotoField file={photo} onChange={setPhoto} />
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-300 ring-1 ring-red-500/30">
          {refusal}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary", "self-start")}>
        {checking
          ? SUGGESTION_MESSAGES.checking
          : suggest.isPending
            ? SUGGESTION_MESSAGES.adding
            : SUGGESTION_MESSAGES.submit}
      </button>
    </form>
  );
}
