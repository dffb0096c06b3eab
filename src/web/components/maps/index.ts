/**
 * The maps that routes draw and the location fields pick on; MapLibre itself loads only with a map on screen.
 */
export { DirectionsLink } from "./directions-link";
export { LocationPicker } from "./location-picker";
export { PlaceMap } from "./place-map";
export { PlacesMapPanel } from "./places-map-panel";
