import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { CATEGORIES, type CategoryKey } from "../../../../shared/categories";
import { type GuideRole, GUIDE_VOTE_MESSAGES as M } from "../../../../shared/guide-members";
import type { GuideDetail, GuidePlace } from "../../../../shared/schemas";
import { useGuideReactions } from "../api/reactions";
import { mostLikedFirst } from "../lib/place-votes";

/**
 * Each category's "Most liked" order on a guide's page: for its members, and for everyone once the owner shows the
 * counts. `toggleFor` is the category's switch (none for fewer than two places), `orderFor` its order while on.
 */
export function useMostLikedSort(guide: GuideDetail | undefined, role: GuideRole | null) {
  const available = Boolean(guide) && (role !== null || Boolean(guide?.showReactionCounts));
  const reactions = useGuideReactions(guide?.id ?? "", available);
  const [sorted, setSorted] = useState<ReadonlySet<CategoryKey>>(new Set());
  const items = reactions.data?.items ?? [];
  return {
    toggleFor: (category: CategoryKey, placeCount: number) =>
      available && placeCount > 1 ? (
        <MostLikedToggle
          category={category}
          pressed={sorted.has(category)}
          onPressedChange={(pressed) =>
            setSorted((current) => {
              const next = new Set(current);
              if (pressed) next.add(category);
              else next.delete(category);
              return next;
            })
          }
        />
      ) : null,
    orderFor: (category: CategoryKey) =>
      available && sorted.has(category) ? (places: GuidePlace[]) => mostLikedFirst(places, items) : undefined,
  };
}

function MostLikedToggle({
  category,
  pressed,
  onPressedChange,
}: {
  category: CategoryKey;
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={M.sortByLikes(CATEGORIES[category].title)}
      onClick={() => onPressedChange(!pressed)}
      className={`inline-flex min-h-8 items-center gap-1 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent print:hidden ${
        pressed
          ? "bg-accent/30 text-white ring-1 ring-accent"
          : "bg-surface-raised text-white/85 hover:bg-border"
      }`}
    >
      <ThumbsUp aria-hidden className="size-4" />
      {M.mostLiked}
    </button>
  );
}
