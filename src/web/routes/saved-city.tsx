import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { SAVE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { GuideCard } from "../features/guides";
import { useSavedGuides } from "../features/saves";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";

/** The saved guides of one city (docs/product.md §2 Saved-expanded); nothing saved there sends back to /saved. */
export default function SavedCityRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Saved"));
  const { citySlug = "" } = useParams();
  const saved = useSavedGuides();
  if (saved.isPending) return <Spinner label="Loading your saved guides" />;
  const group = saved.data?.groups.find((candidate) => candidate.citySlug === citySlug);
  if (!group) return <Navigate replace to={paths.saved()} />;
  return (
    <div className="mx-auto flex w-full max-w-[469px] flex-col gap-6">
      <Link to={paths.saved()} className={buttonClass("ghost", "w-fit -ml-2")}>
        <ArrowLeft aria-hidden className="size-4" />
        {SAVE_MESSAGES.backToAll}
      </Link>
      <h1 className="text-2xl font-bold">{group.location}</h1>
      <ul className="flex flex-col gap-6">
        {group.guides.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
    </div>
  );
}
