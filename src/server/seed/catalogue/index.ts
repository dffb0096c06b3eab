import type { CatalogueEntry } from "./types";
import { barcelona } from "./barcelona";
import { berlin } from "./berlin";
import { london } from "./london";
import { milan } from "./milan";
import { newYork } from "./newYork";
import { paris } from "./paris";
import { prague } from "./prague";
import { rioDeJaneiro } from "./rioDeJaneiro";
import { seoul } from "./seoul";
import { tokyo } from "./tokyo";

export const catalogue: Record<string, CatalogueEntry[]> = { paris, london, newYork, tokyo, barcelona, milan, seoul, prague, berlin, rioDeJaneiro };
export { catalogueDetails } from "./details";
export type { CatalogueEntry } from "./types";
