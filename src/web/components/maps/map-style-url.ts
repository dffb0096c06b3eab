import { DEFAULT_MAP_STYLE_URL, MAP_STYLE_ELEMENT_ID } from "../../../shared/map-style";
import { readPageSetting } from "../../lib/page-setting";

/** The style the server wrote into the page (MAP_STYLE_URL); the dev server's page has none. */
export function readMapStyleUrl(): string {
  const value = readPageSetting(MAP_STYLE_ELEMENT_ID);
  return typeof value === "string" && value ? value : DEFAULT_MAP_STYLE_URL;
}
