export const CATEGORY_KEYS = ["cafesBrunch", "lunchDinner", "drinksNightlife", "placesToVisit"] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

type CategoryInfo = {
  /** Section title on guides and category pages (docs/product.md §2, §3). */
  title: string;
  /** Label of a place's category (docs/product.md §3 "place category value"). */
  placeLabel: string;
  /** Short key older links use (docs/product.md §2 Category detail). */
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

/** One value per category, in category order: the one place where such a record is typed from its entries. */
export function byCategory<T>(make: (key: CategoryKey) => T): Record<CategoryKey, T> {
  return Object.fromEntries(CATEGORY_KEYS.map((key) => [key, make(key)])) as Record<CategoryKey, T>;
}

/** `byCategory` for values that take a promise to make; the categories are made concurrently. */
export async function byCategoryAsync<T>(
  make: (key: CategoryKey) => Promise<T>,
): Promise<Record<CategoryKey, T>> {
  const values = await Promise.all(CATEGORY_KEYS.map(make));
  return byCategory((key) => values[CATEGORY_KEYS.indexOf(key)] as T);
}
