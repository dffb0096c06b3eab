import { Skeleton, slots } from "./ui/skeleton";

/**
 * A guide card while it loads, built to the card's measure (guide-card.tsx): the 66 px creator row, the 5:4 cover
 * and the 72 px footer of two one-line texts, so the card takes its place without moving.
 */
export function GuideCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-white/5">
      <div className="flex items-center justify-between p-3">
        <div className="flex items-center gap-2">
          <Skeleton className="size-[42px]" rounded="rounded-full" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="size-10" rounded="rounded-full" />
      </div>
      <Skeleton className="aspect-[5/4] w-full" rounded="rounded-none" />
      <div className="flex flex-1 flex-col justify-end px-4 py-3">
        <div className="flex h-7 items-center">
          <Skeleton className="h-5 w-28" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-40" />
        </div>
      </div>
    </div>
  );
}

/** A grid of card skeletons where guide cards will be; `label` is what screen readers hear meanwhile. */
export function GuideGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="card-grid">
        {slots(count).map((slot) => (
          <li key={slot}>
            <GuideCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
