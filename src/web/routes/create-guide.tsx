import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { GUIDE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Spinner } from "../components/ui/spinner";
import { emptyPlaces, GuideForm, showGuideSaveError, useSaveGuide } from "../features/guides";
import { ImportPlacesButton, StartFromFileButton } from "../features/imports";
import { SuggestPlaceButton } from "../features/suggestions";
import { useCities } from "../lib/api/get-cities";
import { useSession } from "../lib/api/session";
import { JUST_PUBLISHED } from "../lib/just-published";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function CreateGuideRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Create a guide"));
  const navigate = useNavigate();
  const { user } = useSession();
  const save = useSaveGuide();
  const cities = useCities();
  // From a city without guides ('Write the first guide for {city}'): the form starts with that city chosen.
  const [search] = useSearchParams();
  const citySlug = search.get("city");
  const chosenCity = citySlug ? cities.data?.find((city) => city.slug === citySlug) : undefined;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (citySlug && cities.isPending) return <Spinner label="Loading cities" />;
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Create a New Guide</h1>
        <StartFromFileButton cityId={chosenCity?.id} />
      </div>
      <GuideForm
        mode="create"
        initial={{
          name: "",
          useDefaultName: true,
          cityId: chosenCity?.id ?? "",
          introduction: "",
          places: emptyPlaces(),
          cover: null,
        }}
        firstName={user?.firstName}
        currentCoverUrl={null}
        submitting={save.isPending}
        suggestPlace={(props) => <SuggestPlaceButton {...props} />}
        importPlaces={(props) => <ImportPlacesButton {...props} />}
        progress={save.progress}
        onSubmit={(submission) =>
          save.mutate(submission, {
            onSuccess: (guide) => {
              if (guide.status === "draft") {
                toast.success(GUIDE_MESSAGES.draftSaved);
                navigate(paths.ownProfile());
                return;
              }
              // Published: to the guide itself, which offers to share it.
              toast.success(GUIDE_MESSAGES.created);
              navigate(paths.guide(guide.location, guide.id), { state: JUST_PUBLISHED });
            },
            onError: (error) => showGuideSaveError(error, "create", navigate),
          })
        }
      />
    </div>
  );
}
