/** What the rest of the app may use of the search feature; everything else in this folder is its own. */
export { MobileSearch } from "./components/mobile-search";
export { SearchBox } from "./components/search-box";
export { MORE_PARAM, SearchResults } from "./components/search-results";
