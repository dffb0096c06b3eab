/** What the rest of the app may use of the places feature; everything else in this folder is its own. */
export { CityPlacesByCategory } from "./components/city-places-by-category";
export { PlaceCarousel } from "./components/place-carousel";
export { PlaceDetails } from "./components/place-details";
