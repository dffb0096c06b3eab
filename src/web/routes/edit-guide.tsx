import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { CATEGORY_KEYS } from "../../shared/categories";
import { mediaUrl } from "../../shared/media";
import { API_ERRORS, GUIDE_MESSAGES } from "../../shared/messages";
import type { GuideDetail } from "../../shared/schemas";
import { Spinner } from "../components/ui/spinner";
import { useSession } from "../features/auth/api/session";
import { useGuide } from "../features/guides/api/get-guide";
import { useSaveGuide } from "../features/guides/api/save-guide";
import { GuideForm, type GuideFormValues } from "../features/guides/components/guide-form/guide-form";
import { showGuideSaveError } from "../features/guides/components/guide-form/save-errors";
import { ApiError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

function formValues(guide: GuideDetail): GuideFormValues {
  const places = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, guide.places[key].map(({ id, name }) => ({ id, name }))]),
  ) as GuideFormValues["places"];
  return { name: guide.name, useDefaultName: false, cityId: guide.cityId, places, cover: null };
}

export default function EditGuideRoute() {
  const { guideId = "" } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const guide = useGuide(guideId);
  const save = useSaveGuide(guideId);

  let failure: ErrorToast | null = null;
  if (guide.data?.isDemo)
    failure = { title: GUIDE_MESSAGES.cannotEditTitle, description: GUIDE_MESSAGES.demoGuideReadOnly };
  else if (guide.data && user && guide.data.creator.id !== user.id) {
    failure = { title: GUIDE_MESSAGES.unauthorizedTitle, description: GUIDE_MESSAGES.notOwner };
  } else if (guide.error instanceof ApiError && guide.error.isNotFound) {
    failure = { title: API_ERRORS.guideNotFound, description: GUIDE_MESSAGES.loadForEditFailed };
  } else if (guide.isError) failure = { title: "Error", description: GUIDE_MESSAGES.loadForEditFailed };
  useErrorRedirect(failure, paths.ownProfile());

  if (!guide.data || failure) {
    return (
      <div className="flex flex-col items-center">
        <Spinner label="Loading guide..." />
        <p aria-hidden className="text-muted">
          Loading guide...
        </p>
      </div>
    );
  }
  const data = guide.data;
  // Spec §2: the cover address carries a timestamp so a just-replaced cover is never shown from cache.
  const coverUrl = data.coverImage
    ? `${mediaUrl(data.coverImage, "cover")}?t=${Date.parse(data.updatedAt)}`
    : null;
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-6">
      <h1 className="text-2xl font-bold">Edit Guide: {data.name}</h1>
      <GuideForm
        key={data.id}
        mode="edit"
        initial={formValues(data)}
        firstName={user?.firstName}
        currentCoverUrl={coverUrl}
        submitting={save.isPending}
        progress={save.progress}
        onSubmit={(submission) =>
          save.mutate(submission, {
            onSuccess: () => {
              toast.success(GUIDE_MESSAGES.updated, { description: GUIDE_MESSAGES.updatedText });
              navigate(paths.ownProfile());
            },
            onError: (error) => showGuideSaveError(error, "edit", navigate),
          })
        }
      />
    </div>
  );
}
