import { ToggleGroup } from "radix-ui";
import { GUIDE_SORTS } from "../../../../shared/limits";
import { MESSAGES } from "../../../../shared/messages";
import type { GuideSort } from "../../../../shared/schemas";

const LABELS: Record<GuideSort, string> = {
  newest: MESSAGES.popular.sortNewest,
  popular: MESSAGES.popular.sortPopular,
};

/** Newest or Popular: a radio group (arrow keys move, Space or Enter chooses) that always keeps one chosen. */
export function GuideSortToggle({
  value,
  onChange,
}: {
  value: GuideSort;
  onChange: (sort: GuideSort) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Choosing the chosen one again would clear it: a list is always in one order.
      onValueChange={(next) => next && onChange(next as GuideSort)}
      aria-label={MESSAGES.popular.sortLabel}
      className="inline-flex w-fit rounded-full bg-surface p-1 ring-1 ring-white/5"
    >
      {GUIDE_SORTS.map((sort) => (
        <ToggleGroup.Item
          key={sort}
          value={sort}
          className="rounded-full px-4 py-1.5 text-sm font-medium text-muted transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-accent data-[state=on]:bg-surface-raised data-[state=on]:text-white"
        >
          {LABELS[sort]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
