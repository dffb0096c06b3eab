/** What the rest of the app may use of the maps feature; MapLibre itself loads only with a map on screen. */
export { LocationPicker } from "./components/location-picker";
export { PlaceMap } from "./components/place-map";
export { PlacesMapPanel } from "./components/places-map-panel";
