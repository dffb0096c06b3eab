/** What the rest of the app may use of the imports feature; everything else in this folder is its own. */
export { ImportPlacesButton, StartFromFileButton } from "./components/import-buttons";
