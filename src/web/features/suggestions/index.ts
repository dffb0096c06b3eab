/** What the rest of the app may use of the suggestions feature; everything else in this folder is its own. */
export { SuggestPlaceButton } from "./components/suggest-place-dialog";
export { SuggestionsQueue } from "./components/suggestions-queue";
export { SuggestionsTabLabel } from "./components/suggestions-tab-label";
