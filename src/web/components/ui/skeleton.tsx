/** A pulsing block standing in for content while it loads; `rounded` replaces the default corners. */
export function Skeleton({
  className = "",
  rounded = "rounded-lg",
}: {
  className?: string;
  rounded?: string;
}) {
  return <div aria-hidden className={`animate-pulse bg-surface-raised ${rounded} ${className}`} />;
}

/** 0, 1, …, count - 1: keys for a row of placeholders, which have nothing else to tell them apart. */
export const slots = (count: number) => Array.from({ length: count }, (_, slot) => slot);
