/** What the rest of the app may use of the cities feature; everything else in this folder is its own. */
export { useCityChanges } from "./api/use-city-changes";
