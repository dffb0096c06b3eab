import { CATEGORIES, type CategoryKey } from "../../../shared/categories";
import { MESSAGES } from "../../../shared/messages";
import { NUMBER_DROP, PIN_LOOK, PIN_RING } from "./map-look";

export function PinShape({ category }: { category: CategoryKey }) {
  const look = PIN_LOOK[category];
  return (
    <svg viewBox="-2 -2 28 28" className="size-4 shrink-0" aria-hidden>
      <path
        d={look.path}
        fill={look.colour}
        stroke={PIN_RING.inner}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A place's number in a guide's list, on its category's pin as the guide's map draws it (docs/decisions/051). */
export function NumberedPin({ category, number }: { category: CategoryKey; number: number }) {
  const look = PIN_LOOK[category];
  return (
    <svg viewBox="-2.5 -2.5 29 29" className="size-8 shrink-0" aria-hidden>
      <path d={look.path} fill="none" stroke={PIN_RING.outer} strokeWidth={4} strokeLinejoin="round" />
      <path
        d={look.path}
        fill={look.colour}
        stroke={PIN_RING.inner}
        strokeWidth={2}
        strokeLinejoin="round"
        paintOrder="stroke"
      />
      <text
        x={12}
        y={12 + NUMBER_DROP[category]}
        textAnchor="middle"
        dominantBaseline="central"
        fill={PIN_RING.outer}
        fontSize={number > 9 ? 10 : 11}
        fontWeight={700}
      >
        {number}
      </text>
    </svg>
  );
}

type MapLegendProps = {
  counts: Partial<Record<CategoryKey, number>>;
  hidden: ReadonlySet<CategoryKey>;
  onToggle: (category: CategoryKey) => void;
};

/** The key to the pins, and the switch for each category's pins: pressed means shown. */
export function MapLegend({ counts, hidden, onToggle }: MapLegendProps) {
  const categories = (Object.keys(counts) as CategoryKey[]).filter((key) => counts[key]);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{MESSAGES.map.legend}</legend>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={!hidden.has(category)}
          onClick={() => onToggle(category)}
          className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-xs ring-1 ring-white/10 transition-opacity print:px-0 print:ring-0 hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent aria-[pressed=false]:opacity-55 aria-[pressed=false]:line-through"
        >
          <PinShape category={category} />
          {CATEGORIES[category].title}
          <span className="text-muted">{counts[category]}</span>
        </button>
      ))}
    </fieldset>
  );
}
