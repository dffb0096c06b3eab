import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { LoadError } from "./load-error";
import { Spinner } from "./spinner";

type LoadMoreProps = {
  /** An infinite query: its next page is asked for as the end of the list comes near. */
  query: Pick<
    UseInfiniteQueryResult,
    "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
  >;
  loadingLabel: string;
  failedText: string;
  /** What stands in for the next page while it loads (a skeleton of its items); a spinner by default. */
  placeholder?: ReactNode;
};

/**
 * The end of a list that loads more as it scrolls: asks for the next page when it comes within 600 px of view,
 * shows a placeholder meanwhile, and after a failure waits for 'Try Again' instead of asking again and again.
 */
export function LoadMore({ query, loadingLabel, failedText, placeholder }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: "600px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return (
    <>
      <div ref={sentinel} />
      {isFetchingNextPage && (placeholder ?? <Spinner label={loadingLabel} />)}
      {isFetchNextPageError && !isFetchingNextPage && (
        <LoadError text={failedText} onRetry={() => fetchNextPage()} />
      )}
    </>
  );
}
