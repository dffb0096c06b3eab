import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import { type GuideDetail, guideDetailsInputSchema } from "../../../../shared/schemas";
import { Button, buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { useCities } from "../../../lib/api/get-cities";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useGuide } from "../api/get-guide";
import { useUpdateGuideDetails } from "../api/save-guide";
import { CityField } from "./guide-form/city-field";
import { CoverUploader } from "./guide-form/cover-uploader";
import { freshCoverUrl } from "./guide-form/fresh-cover-url";
import { showGuideSaveError } from "./guide-form/save-errors";

type EditGuideDialogProps = { guideId: string | null; open: boolean; onClose: () => void };

/** docs/product.md §2 Admin dashboard: a guide's cover image, location and name, changed in place. */
export function EditGuideDialog({ guideId, open, onClose }: EditGuideDialogProps) {
  const guide = useGuide(guideId ?? undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={guide.data ? `Edit Guide: ${guide.data.name}` : "Edit Guide"}
    >
      {guide.data?.id === guideId && guide.data ? (
        <GuideDetailsForm key={guide.data.id} guide={guide.data} onDone={onClose} />
      ) : guide.isError ? (
        <p role="alert" className="text-red-400">
          {GUIDE_MESSAGES.loadForEditFailed}
        </p>
      ) : (
        <Spinner label="Loading guide..." />
      )}
    </Dialog>
  );
}

const formSchema = guideDetailsInputSchema.extend({ cover: z.instanceof(File).nullable() });
type FormValues = z.infer<typeof formSchema>;

function GuideDetailsForm({ guide, onDone }: { guide: GuideDetail; onDone: () => void }) {
  const navigate = useNavigate();
  const cities = useCities();
  const save = useUpdateGuideDetails(guide.id);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: guide.name, cityId: guide.cityId, cover: null },
  });
  const [cityId, cover] = form.watch(["cityId", "cover"]);
  // A guide's places belong to its city, so a move is finished in the full editor, where new places are picked.
  const movingTo = cityId !== guide.cityId ? cities.data?.find((city) => city.id === cityId) : undefined;
  // Promise callbacks rather than mutate's: they still run if the dialog is closed while the cover uploads.
  const submit = form.handleSubmit(({ cover, ...input }) =>
    save.mutateAsync({ input, cover }).then(
      () => {
        toast.success(GUIDE_MESSAGES.updated, { description: GUIDE_MESSAGES.updatedText });
        onDone();
      },
      (error: Error) => showGuideSaveError(error, "edit", navigate),
    ),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <CoverUploader
        file={cover}
        currentUrl={freshCoverUrl(guide)}
        onChange={(file) => form.setValue("cover", file)}
        progress={save.progress}
      />
      <CityField
        cities={cities.data}
        value={cityId}
        error={errors.cityId?.message}
        onChange={(next) => form.setValue("cityId", next, { shouldValidate: form.formState.isSubmitted })}
      />
      {movingTo && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg bg-amber-400/10 p-3 text-sm text-amber-300"
        >
          <p>{GUIDE_MESSAGES.movePlacesNotice(guide.location, movingTo.name)}</p>
          <Link
            to={paths.editGuide(guide.id, movingTo.id)}
            className={buttonClass("secondary", "self-start")}
          >
            {GUIDE_MESSAGES.choosePlacesIn(movingTo.name)}
          </Link>
        </div>
      )}
      <Field label="Guide Name" error={errors.name?.message} {...form.register("name")} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || Boolean(movingTo)}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
