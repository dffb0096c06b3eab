export const CATEGORY_KEYS = ["cafesBrunch", "lunchDinner", "drinksNightlife", "placesToVisit"] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

type CategoryInfo = {
  /** Section title on guides and category pages (spec §2, §3). */
  title: string;
  /** Label of a place's category (spec §3 "place category value"). */
  placeLabel: string;
  /** Short key older links use (spec §2 Category detail). */
  shortKey: string;
};

export const CATEGORIES: Record<CategoryKey, CategoryInfo> = {
  cafesBrunch: { title: "Cafés & Brunch", placeLabel: "Café & Brunch", shortKey: "cafes" },
  lunchDinner: { title: "Lunch & Dinner", placeLabel: "Lunch & Dinner", shortKey: "lunch" },
  drinksNightlife: { title: "Drinks & Nightlife", placeLabel: "Drinks & Nightlife", shortKey: "drinks" },
  placesToVisit: { title: "Places to visit", placeLabel: "Places to visit", shortKey: "visit" },
};

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** Accepts both the full key and the short key of a category URL segment. */
export function categoryFromUrl(segment: string): CategoryKey | undefined {
  if (isCategoryKey(segment)) return segment;
  return CATEGORY_KEYS.find((key) => CATEGORIES[key].shortKey === segment);
}
