import { useSearchParams } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { MORE_PARAM, SearchResults } from "../features/search";
import { useDocumentTitle } from "../lib/use-document-title";

export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  useDocumentTitle(PAGE_TITLES.plain("Search"));
  return (
    <div className="card-columns flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{q ? MESSAGES.search.resultsFor(q) : MESSAGES.search.label}</h1>
      <SearchResults q={q} more={params.get(MORE_PARAM)} />
    </div>
  );
}
