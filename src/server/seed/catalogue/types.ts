import type { CategoryKey } from "../../../shared/categories";

export type CatalogueEntry = {
  category: CategoryKey;
  name: string;
  tag: string;
  address: string;
};
