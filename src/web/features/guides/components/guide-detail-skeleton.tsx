import { Skeleton } from "../../../components/ui/skeleton";

export function GuideDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading guide" className="flex flex-col gap-6">
      <Skeleton className="aspect-[5/4] w-full rounded-2xl" />
      {[0, 1, 2, 3].map((section) => (
        <div key={section} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}
