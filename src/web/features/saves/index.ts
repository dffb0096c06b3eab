/** What the rest of the app may use of the saves feature; everything else in this folder is its own. */
export { useBookmarkedPlaces, useSavedGuides } from "./api/get-saved";
export { GoneSaves } from "./components/gone-saves";
