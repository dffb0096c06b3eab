import type { CategoryKey } from "../../../shared/categories";

export type CatalogueEntry = {
  category: CategoryKey;
  name: string;
  tag: string;
  address: string;
  /** The building or site itself (not the city centre), WGS84 to 5 decimals (about a metre). */
  lat: number;
  lng: number;
};

/** A demo place's practical details (docs/product.md §3 Place), each only where it is well known. */
export type CatalogueDetails = {
  website?: string;
  priceLevel?: 1 | 2 | 3 | 4;
  openingHours?: string;
};
