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
