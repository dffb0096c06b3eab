import { Search } from "lucide-react";

type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void };

/** A labelled search box with a magnifier, for narrowing lists by name. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-white/90">
      {label}
      <span className="relative">
        <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-lg border border-border bg-surface py-2 pr-3 pl-9 font-normal text-white focus:outline-2 focus:outline-accent"
        />
      </span>
    </label>
  );
}
