import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "./button";

type ShowMoreProps = {
  query: Pick<
    UseInfiniteQueryResult,
    "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
  >;
  texts: { more: string; loading: string; failed: string };
};

/**
 * The button under a list that comes a page at a time and sits above other content, where loading as it scrolls
 * (LoadMore) would push that content away: loads the next page, says so meanwhile, and says when it failed.
 */
export function ShowMore({ query, texts }: ShowMoreProps) {
  return (
    <>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? texts.loading : texts.more}
        </Button>
      )}
      {query.isFetchNextPageError && <p className="text-sm text-red-300">{texts.failed}</p>}
    </>
  );
}
