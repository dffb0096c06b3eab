import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { GUIDE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Spinner } from "../components/ui/spinner";
import { emptyPlaces, GuideForm, showGuideSaveError, useSaveGuide } from "../features/guides";
import { SuggestPlaceButton } from "../features/suggestions";
import { useCities } from "../lib/api/get-cities";
import { useSession } from "../lib/api/session";
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
      <h1 className="text-2xl font-bold">Create a New Guide</h1>
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
        progress={save.progress}
        onSubmit={(submission) =>
          save.mutate(submission, {
            onSuccess: (guide) => {
              toast.success(guide.status === "draft" ? GUIDE_MESSAGES.draftSaved : GUIDE_MESSAGES.created);
              navigate(paths.ownProfile());
            },
            onError: (error) => showGuideSaveError(error, "create", navigate),
          })
        }
      />
    </div>
  );
}
