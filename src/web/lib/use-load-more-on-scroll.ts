import { type RefObject, useEffect } from "react";

type LoadMore = { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };

/** Asks for the next page as the element at a list's end comes within 600 px of view. */
export function useLoadMoreOnScroll(
  sentinel: RefObject<HTMLElement | null>,
  { hasMore, loadingMore, onLoadMore }: LoadMore,
) {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingMore) onLoadMore();
      },
      { rootMargin: "600px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, hasMore, loadingMore, onLoadMore]);
}
