import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type QueuedSuggestion,
  type SuggestionApproval,
  suggestionApprovalSchema,
} from "../../../../shared/schemas";
import { SUGGESTION_MESSAGES } from "../../../../shared/suggestions";
import { coordinateValue, LocationFields } from "../../../components/location-fields";
import { buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useApproveSuggestion } from "../api/review";

/** Approves a suggestion, with the admin's corrections to its words and location; category and city stay. */
export function ApproveForm({ suggestion, onDone }: { suggestion: QueuedSuggestion; onDone: () => void }) {
  const approve = useApproveSuggestion();
  const form = useForm<SuggestionApproval>({
    resolver: zodResolver(suggestionApprovalSchema),
    defaultValues: {
      name: suggestion.name,
      tag: suggestion.tag ?? "",
      address: suggestion.address ?? "",
      googleMapsLink: suggestion.googleMapsLink ?? "",
      lat: suggestion.lat,
      lng: suggestion.lng,
    },
  });
  const submit = form.handleSubmit((changes) =>
    approve.mutate(
      { id: suggestion.id, changes },
      {
        onSuccess: () => {
          toast.success(SUGGESTION_MESSAGES.approved);
          onDone();
        },
        onError: (error) => {
          for (const field of ["lat", "lng"] as const) {
            const message = error instanceof ApiError ? error.details?.[field]?.[0] : undefined;
            if (message) form.setError(field, { message });
          }
          toast.error(SUGGESTION_MESSAGES.reviewFailed, {
            description: refusalMessage(error),
          });
        },
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{SUGGESTION_MESSAGES.approveHint}</p>
      <Field label="Name" error={errors.name?.message} {...form.register("name")} />
      <Field label="Tag" error={errors.tag?.message} {...form.register("tag")} />
      <Field label="Address" error={errors.address?.message} {...form.register("address")} />
      <Field
        label="Google Maps link (optional)"
        type="url"
        error={errors.googleMapsLink?.message}
        {...form.register("googleMapsLink")}
      />
      <LocationFields
        legend="Location"
        what="place's location"
        value={{ lat: form.watch("lat"), lng: form.watch("lng") }}
        around={null}
        lat={form.register("lat", { setValueAs: coordinateValue })}
        lng={form.register("lng", { setValueAs: coordinateValue })}
        latError={errors.lat?.message}
        lngError={errors.lng?.message}
        onRead={({ lat, lng }) => {
          form.setValue("lat", lat, { shouldValidate: true });
          form.setValue("lng", lng, { shouldValidate: true });
        }}
      />
      <button type="submit" disabled={approve.isPending} className={buttonClass("primary", "self-start")}>
        {approve.isPending ? "Saving..." : SUGGESTION_MESSAGES.approve}
      </button>
    </form>
  );
}
