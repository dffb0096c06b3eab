import { DEFAULT_MAP_STYLE_URL, MAP_STYLE_ELEMENT_ID } from "../../../shared/map-style";

/** The style the server wrote into the page (MAP_STYLE_URL); the dev server's page has none. */
export function readMapStyleUrl(): string {
  const text = document.getElementById(MAP_STYLE_ELEMENT_ID)?.textContent;
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === "string" && value ? value : DEFAULT_MAP_STYLE_URL;
  } catch {
    return DEFAULT_MAP_STYLE_URL;
  }
}
