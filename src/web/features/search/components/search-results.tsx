import { Link } from "react-router";
import { SEARCH } from "../../../../shared/limits";
import { MESSAGES } from "../../../../shared/messages";
import type { City, SearchResults as Results } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { PlaceRow, PlaceRowsSkeleton } from "../../../components/place-row";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { UserChip } from "../../../components/ui/user-chip";
import { useCities } from "../../../lib/api/get-cities";
import { inkOn } from "../../../lib/contrast";
import { paths } from "../../../lib/paths";
import { isSearchable, useSearch } from "../api/search";
import { GROUP_ORDER, groupTitle, type SearchGroup } from "./search-options";

/** A city in its own colour, leading to its guides. */
function CityChip({ city, className }: { city: City; className: string }) {
  return (
    <Link
      to={paths.city(city.name)}
      style={{ backgroundColor: city.bgColor, color: inkOn(city.bgColor) }}
      className={`inline-flex rounded-full font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${className}`}
    >
      {city.name}
    </Link>
  );
}

type GroupProps = { group: SearchGroup; results: Results; q: string; all: boolean };

/** A group's best few, or all of it (`all`, from its "more" link); cities always whole. */
function Group({ group, results: found, q, all }: GroupProps) {
  const headingId = `search-group-${group}`;
  const few = group === "cities" || all ? SEARCH.pagePerGroup : SEARCH.pageFirstFew[group];
  const results = { ...found, [group]: found[group].slice(0, few) };
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
            <CityChip city={city} className="px-5 py-2.5 shadow ring-1 ring-white/10" />
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
      {found[group].length > few && (
        <Link
          to={`${paths.search(q)}&${MORE_PARAM}=${group}`}
          className="inline-flex min-h-6 w-fit items-center text-sm font-medium text-accent hover:underline"
        >
          {MESSAGES.search.more(groupTitle(group))}
        </Link>
      )}
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

/** The address parameter naming the one group shown whole. */
export const MORE_PARAM = "more";

/** Nothing found: the closest names, as searches of their own, and the cities to browse instead. */
function NothingFound({ q, closest }: { q: string; closest: string[] }) {
  const cities = useCities();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-muted">{MESSAGES.search.noResults(q)}</p>
      {closest.length > 0 && (
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span>{MESSAGES.search.didYouMean}</span>
          {closest.map((name) => (
            <Link
              key={name}
              to={paths.search(name)}
              className="inline-flex min-h-6 items-center font-medium text-accent hover:underline"
            >
              {name}
            </Link>
          ))}
        </p>
      )}
      {cities.data && cities.data.length > 0 && (
        <nav aria-label={MESSAGES.search.browseCities} className="flex flex-col items-center gap-2">
          <span className="text-sm text-muted">{MESSAGES.search.browseCities}</span>
          <ul className="flex flex-wrap justify-center gap-2">
            {cities.data.map((city) => (
              <li key={city.id}>
                <CityChip city={city} className="min-h-6 px-4 py-1.5 text-sm" />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/**
 * The /search page's body: every group that found something, best first, its best few with "more" (`more`: the
 * group shown whole, up to SEARCH.pagePerGroup).
 */
export function SearchResults({ q, more }: { q: string; more: string | null }) {
  const search = useSearch(q, SEARCH.pagePerGroup);
  if (!isSearchable(q)) return <p className="py-12 text-center text-muted">{MESSAGES.search.prompt}</p>;
  if (search.isPending || search.isPlaceholderData) return <ResultsSkeleton />;
  if (search.isError) return <LoadError text={MESSAGES.search.failed} onRetry={() => search.refetch()} />;
  const results = search.data;
  const groups = GROUP_ORDER.filter((group) => results[group].length > 0);
  const keptOnly = results.keptOnly && <p className="text-sm text-amber-300">{MESSAGES.search.keptOnly}</p>;
  if (groups.length === 0)
    return (
      <>
        {keptOnly}
        <NothingFound q={q} closest={results.didYouMean ?? []} />
      </>
    );
  return (
    <div className="flex flex-col gap-10">
      {keptOnly}
      {groups.map((group) => (
        <Group key={group} group={group} results={results} q={q} all={more === group} />
      ))}
    </div>
  );
}
