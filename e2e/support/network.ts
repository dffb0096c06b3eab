import { expect, type Page } from "@playwright/test";

type UrlMatcher = (url: URL) => boolean;

/** Matches API calls by path, whatever their query string. */
export const apiPath =
  (path: string): UrlMatcher =>
  (url) =>
    url.pathname === `/api${path}`;

/**
 * Holds every matching request until the returned function is called, so a test can look at a loading state
 * for as long as it needs without sleeping.
 */
export async function holdRequests(page: Page, matcher: UrlMatcher): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(matcher, async (route) => {
    await released;
    await route.continue().catch(() => {
      // The page may have closed or navigated away meanwhile.
    });
  });
  return release;
}

/** Answers every matching request with a server error in the API's error shape. */
export async function failRequests(page: Page, matcher: UrlMatcher, status = 500): Promise<void> {
  await page.route(matcher, (route) =>
    route.fulfill({ status, json: { error: { code: "INTERNAL", message: "Something went wrong" } } }),
  );
}

/** Records the paths of the browser's calls to the JSON API (the long-lived realtime stream aside). */
export function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && pathname !== "/api/realtime") paths.push(pathname);
  });
  return paths;
}

/** The screen cost exactly one API request, to `path`: the session comes inside the page itself. */
export function expectOneDataRequest(paths: string[], path: string): void {
  expect(paths).toEqual([path]);
}
