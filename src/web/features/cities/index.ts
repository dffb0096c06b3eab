/** What the rest of the app may use of the cities feature; everything else in this folder is its own. */
export { useCities } from "./api/get-cities";
export { useCityChanges } from "./api/use-city-changes";
export { readLocalCities } from "./local-cities";
