import { Link } from "react-router";
import { SEARCH } from "../../../../shared/limits";
import { MESSAGES } from "../../../../shared/messages";
import type { SearchResults as Results } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { PlaceRow, PlaceRowsSkeleton } from "../../../components/place-row";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { UserChip } from "../../../components/ui/user-chip";
import { inkOn } from "../../../lib/contrast";
import { paths } from "../../../lib/paths";
import { isSearchable, useSearch } from "../api/search";
import { GROUP_ORDER, groupTitle, type SearchGroup } from "./search-options";

function Group({ group, results }: { group: SearchGroup; results: Results }) {
  const headingId = `search-group-${group}`;
  const body = {
    places: (
      <ul className="row-grid">
        {results.places.map((place) => (
          <li key={place.id}>
            <PlaceRow place={place} />
          </li>
        ))}
      </ul>
    ),
    guides: (
      <ul className="card-grid">
        {results.guides.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
    ),
    cities: (
      <ul className="flex flex-wrap gap-3">
        {results.cities.map((city) => (
          <li key={city.id}>
            <Link
              to={paths.city(city.name)}
              style={{ backgroundColor: city.bgColor, color: inkOn(city.bgColor) }}
              className="inline-flex rounded-full px-5 py-2.5 font-semibold shadow ring-1 ring-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    ),
    profiles: (
      <ul className="row-grid">
        {results.profiles.map((profile) => (
          <li
            key={profile.id}
            className="flex items-center gap-3 rounded-xl bg-surface p-2 ring-1 ring-white/5"
          >
            <UserChip username={profile.username} avatar={profile.avatar} />
            <span className="truncate text-sm text-muted">
              {[profile.firstName, profile.lastName].filter(Boolean).join(" ")}
            </span>
          </li>
        ))}
      </ul>
    ),
  }[group];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {groupTitle(group)}
      </h2>
      {body}
    </section>
  );
}

/** A group of results while they load: its heading and a few rows, where the first group will be. */
function ResultsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{MESSAGES.search.searching}</span>
      <div className="flex h-7 items-center">
        <Skeleton className="h-5 w-24" />
      </div>
      <PlaceRowsSkeleton count={4} />
    </div>
  );
}

/** The /search page's body: every group that found something, up to SEARCH.pagePerGroup each. */
export function SearchResults({ q }: { q: string }) {
  const search = useSearch(q, SEARCH.pagePerGroup);
  if (!isSearchable(q)) return <p className="py-12 text-center text-muted">{MESSAGES.search.prompt}</p>;
  if (search.isPending || search.isPlaceholderData) return <ResultsSkeleton />;
  if (search.isError) return <LoadError text={MESSAGES.search.failed} onRetry={() => search.refetch()} />;
  const results = search.data;
  const groups = GROUP_ORDER.filter((group) => results[group].length > 0);
  const keptOnly = results.keptOnly && <p className="text-sm text-amber-300">{MESSAGES.search.keptOnly}</p>;
  if (groups.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        {keptOnly}
        <p className="text-muted">{MESSAGES.search.noResults(q)}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-10">
      {keptOnly}
      {groups.map((group) => (
        <Group key={group} group={group} results={results} />
      ))}
    </div>
  );
}
