import type { ReactNode } from "react";
import { Link } from "react-router";
import { FEED_MESSAGES } from "../../../../shared/feed";
import type { FeedSuggestions } from "../../../../shared/schemas";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../lib/paths";
import { useFeedSuggestions, useFollowingFeed } from "../api/feed";
import { FeedGroup } from "./feed-group";

type FollowingFeedProps = {
  /** Follow / Following for a suggested creator and city: the follows feature's, handed over by the route. */
  followPerson: (person: { username: string; name: string }) => ReactNode;
  followCity: (slug: string) => ReactNode;
};

/** Home's Following view (docs/decisions/064): what the people and cities the member follows published or added. */
export function FollowingFeed({ followPerson, followCity }: FollowingFeedProps) {
  const feed = useFollowingFeed();
  const groups = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const empty = feed.isSuccess && groups.length === 0;
  if (feed.isPending)
    return (
      <div role="status" aria-label={FEED_MESSAGES.loading} className="flex flex-col gap-4">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 w-full max-w-sm" />
        ))}
      </div>
    );
  if (feed.isError) return <LoadError text={FEED_MESSAGES.failed} onRetry={() => void feed.refetch()} />;
  if (empty) return <Suggestions followPerson={followPerson} followCity={followCity} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-8">
        {groups.map((group) => (
          <li key={`${group.kind}-${group.guide.id}-${group.actor.id}-${group.at}`}>
            <FeedGroup group={group} />
          </li>
        ))}
      </ul>
      <LoadMore query={feed} loadingLabel={FEED_MESSAGES.loadingMore} failedText={FEED_MESSAGES.failed} />
    </div>
  );
}

function Suggestions({ followPerson, followCity }: FollowingFeedProps) {
  const suggestions = useFeedSuggestions(true);
  return (
    <div className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-1">
        <p className="text-xl font-semibold">{FEED_MESSAGES.empty}</p>
        <p className="text-muted">{FEED_MESSAGES.suggestionsTitle}</p>
      </div>
      {suggestions.isPending && <Spinner label={FEED_MESSAGES.loading} />}
      {suggestions.data && (
        <SuggestionLists suggestions={suggestions.data} {...{ followPerson, followCity }} />
      )}
    </div>
  );
}

function SuggestionLists({
  suggestions,
  followPerson,
  followCity,
}: FollowingFeedProps & { suggestions: FeedSuggestions }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {suggestions.creators.length > 0 && (
        <section aria-labelledby="feed-suggested-creators" className="flex flex-col gap-3">
          <h2 id="feed-suggested-creators" className="text-lg font-semibold">
            {FEED_MESSAGES.suggestedCreators}
          </h2>
          <ul className="flex flex-col gap-3">
            {suggestions.creators.map((creator) => (
              <li key={creator.username} className="flex items-center justify-between gap-3">
                <span className="min-w-0">
                  <Link to={paths.profile(creator.username)} className="font-semibold hover:underline">
                    {creator.name}
                  </Link>{" "}
                  <span className="text-sm text-muted">
                    {creator.username} · {FEED_MESSAGES.saveCount(creator.saves)}
                  </span>
                </span>
                {followPerson({ username: creator.username, name: creator.name })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.cities.length > 0 && (
        <section aria-labelledby="feed-suggested-cities" className="flex flex-col gap-3">
          <h2 id="feed-suggested-cities" className="text-lg font-semibold">
            {FEED_MESSAGES.suggestedCities}
          </h2>
          <ul className="flex flex-col gap-3">
            {suggestions.cities.map((city) => (
              <li key={city.slug} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  <Link to={`/city/${city.slug}`} className="font-semibold hover:underline">
                    {city.name}
                  </Link>{" "}
                  <span className="text-sm text-muted">{FEED_MESSAGES.guideCount(city.guides)}</span>
                </span>
                {followCity(city.slug)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
