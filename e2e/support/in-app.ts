import type { Page } from "@playwright/test";

/**
 * Opens `path` from within the app, as the browser's Back or Forward arriving there does: the app reads the
 * page's data itself. A visitor's page opened by its address comes drawn by the server with its data
 * (docs/decisions/025), so the tests of what a screen shows while its data loads or fails start here instead.
 * It starts on Sign in, a page with no data of its own; for visitors only.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto("/signin");
  await page.waitForFunction(() => document.documentElement.dataset.app === "running");
  await page.evaluate((next) => {
    window.history.pushState(null, "", next);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
