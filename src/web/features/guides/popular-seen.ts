const STORAGE_KEY = "cityguides.homeHadPopular";

/**
 * Whether Home last showed 'Popular this week'. Its skeleton stands in for the section only when it was there
 * last time, so the newest guides rarely move when both lists arrive; a first visit expects none.
 */
export function homeHadPopular(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

export function rememberHomePopular(shown: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(shown));
  } catch {
    // Storage can be full or disabled; the next skeleton then expects no section.
  }
}
