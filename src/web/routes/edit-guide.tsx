import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { byCategory } from "../../shared/categories";
import { roleIn } from "../../shared/guide-members";
import { GUIDE_MESSAGES, MESSAGES, OFFLINE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import type { City, GuideDetail, GuideStatus, PlacePage } from "../../shared/schemas";
import { Spinner } from "../components/ui/spinner";
import {
  canWaitOffline,
  conflictsOf,
  type EditConflict,
  emptyPlaces,
  formOfEdit,
  freshCoverUrl,
  GuideForm,
  type GuideFormValues,
  type GuideSubmission,
  showGuideSaveError,
  useGuide,
  useSaveGuide,
  waitingEditOf,
} from "../features/guides";
import { ImportPlacesButton } from "../features/imports";
import { SuggestPlaceButton } from "../features/suggestions";
import { useCities } from "../lib/api/get-cities";
import { useSession } from "../lib/api/session";
import { ApiError } from "../lib/api-client";
import { JUST_PUBLISHED } from "../lib/just-published";
import { editKey, useWaitingEdit } from "../lib/outbox/pending-writes";
import { paths } from "../lib/paths";
import { guideKeys, placeKeys } from "../lib/query-keys";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

/** The guide as the form edits it; moving to another city starts its places afresh, as choosing that city would. */
function formValues(guide: GuideDetail, movingTo: City | undefined): GuideFormValues {
  if (movingTo) {
    return {
      name: guide.name,
      useDefaultName: false,
      cityId: movingTo.id,
      introduction: guide.introduction ?? "",
      places: emptyPlaces(),
      cover: null,
    };
  }
  const places = byCategory((key) =>
    guide.places[key].map(({ id, name, note, reviewStatus }) => ({
      id,
      name,
      note: note ?? "",
      reviewStatus,
    })),
  );
  return {
    name: guide.name,
    useDefaultName: false,
    cityId: guide.cityId,
    introduction: guide.introduction ?? "",
    places,
    cover: null,
  };
}

/** The toast after saving: the usual one, or what a change of status did. */
function savedToast(before: GuideStatus, after: GuideStatus) {
  if (before === after && after === "published")
    return toast.success(GUIDE_MESSAGES.updated, { description: GUIDE_MESSAGES.updatedText });
  if (after === "published") return toast.success(GUIDE_MESSAGES.published);
  return toast.success(before === "published" ? GUIDE_MESSAGES.unpublished : GUIDE_MESSAGES.draftSaved);
}

export default function EditGuideRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Edit guide"));
  const { guideId = "" } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const guide = useGuide(guideId);
  const save = useSaveGuide(guideId);
  const cities = useCities();
  const [search] = useSearchParams();
  const movingToId = search.get("city");
  const [conflicts, setConflicts] = useState<EditConflict[] | null>(null);
  const [queueing, setQueueing] = useState(false);
  const queryClient = useQueryClient();
  const waiting = useWaitingEdit(guideId);

  let failure: ErrorToast | null = null;
  if (guide.data?.isDemo)
    failure = { title: GUIDE_MESSAGES.cannotEditTitle, description: GUIDE_MESSAGES.demoGuideReadOnly };
  else if (guide.data && user && !["owner", "editor"].includes(roleIn(guide.data, user.id) ?? "")) {
    failure = { title: GUIDE_MESSAGES.unauthorizedTitle, description: GUIDE_MESSAGES.notOwner };
  } else if (guide.error instanceof ApiError && guide.error.isNotFound) {
    failure = { title: MESSAGES.guide.notFoundTitle, description: MESSAGES.guide.notFoundText };
  } else if (guide.isError) failure = { title: "Error", description: GUIDE_MESSAGES.loadForEditFailed };
  useErrorRedirect(failure, paths.ownProfile());

  if (!guide.data || failure || (movingToId && cities.isPending)) {
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
  // An editor changes the guide's content; publishing, unpublishing and its city are the owner's (decision 057).
  const byOwner = roleIn(data, user?.id) === "owner";
  const movingTo = cities.data?.find((city) => city.id === movingToId && city.id !== data.cityId);
  // An edit made offline is still the writer's: one the site refused for another's text opens as they left it,
  // beside the other's (docs/decisions/059); one still waiting is on the guide already, and the next save sends
  // it with what changes now, from the guide it started from.
  const settling = waiting?.conflicts && !movingTo ? formOfEdit(waiting, data) : undefined;
  const shownConflicts = conflicts ?? settling?.conflicts ?? [];

  /** A save that could not reach the site waits on the device, as an edit of the guide's content. */
  const waitOffline = async (submission: GuideSubmission) => {
    if (!user) return;
    setQueueing(true);
    const offered = queryClient.getQueryData<PlacePage>(placeKeys.city(data.cityId));
    const { queueWrite } = await import("../lib/outbox/outbox");
    await queueWrite(waitingEditOf(submission, data, offered, user));
    void queryClient.invalidateQueries({ queryKey: guideKeys.detail(data.id) });
    toast.info(OFFLINE_MESSAGES.waitingToast, { id: OFFLINE_MESSAGES.waitingToast });
    navigate(paths.guide(data.location, data.id));
  };
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-6">
      <h1 className="text-2xl font-bold">Edit Guide: {data.name}</h1>
      {movingTo && <p className="text-sm text-amber-400">{GUIDE_MESSAGES.movingTo(movingTo.name)}</p>}
      <GuideForm
        key={`${data.id}-${movingTo?.id ?? ""}-${settling ? waiting?.madeAt : ""}`}
        mode="edit"
        savedStatus={data.status}
        byOwner={byOwner}
        initial={settling?.values ?? formValues(data, movingTo)}
        initialBase={movingTo ? undefined : waiting?.base}
        firstName={user?.firstName}
        currentCoverUrl={freshCoverUrl(data)}
        submitting={save.isPending || queueing}
        suggestPlace={(props) => <SuggestPlaceButton {...props} />}
        importPlaces={(props) => <ImportPlacesButton {...props} />}
        progress={save.progress}
        conflicts={shownConflicts}
        onConflictsChange={setConflicts}
        onSubmit={(submission) =>
          save.mutate(submission, {
            onSuccess: (saved) => {
              // What waited on the device went with this save: the form started from it.
              if (waiting && (waiting.conflicts || submission.base === waiting.base))
                void import("../lib/outbox/outbox").then(({ dropWrite }) => dropWrite(editKey(data.id)));
              savedToast(data.status, saved.status);
              // A draft just published goes to its page, which offers to share it; other saves to the profile.
              if (data.status === "draft" && saved.status === "published")
                navigate(paths.guide(saved.location, saved.id), { state: JUST_PUBLISHED });
              else if (byOwner) navigate(paths.ownProfile());
              // The guide is not on an editor's profile: back to it.
              else navigate(paths.guide(saved.location, saved.id));
            },
            onError: (error) => {
              const unreachable = error instanceof ApiError && error.status === 0;
              if (unreachable && canWaitOffline(submission, data)) return void waitOffline(submission);
              if (!(error instanceof ApiError && error.code === "GUIDE_EDIT_CONFLICT"))
                return showGuideSaveError(error, "edit", navigate);
              // The panel at the top is an alert: a toast saying the same again would be noise.
              setConflicts(conflictsOf(error.details));
              window.scrollTo({ top: 0, behavior: "smooth" });
            },
          })
        }
      />
    </div>
  );
}
