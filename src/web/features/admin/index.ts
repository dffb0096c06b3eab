/** What the rest of the app may use of the admin feature; everything else in this folder is its own. */
export { CitiesList } from "./components/cities-list";
export { CityForm } from "./components/city-form";
export { CreatePlace } from "./components/create-place";
export { GuidesList } from "./components/guides-list";
export { PlacesList } from "./components/places-list";
