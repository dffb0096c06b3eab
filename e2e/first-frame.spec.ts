import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const brandOf = (page: Page) => page.getByRole("link", { name: "Cityguides", exact: true });

async function boxOf(page: Page) {
  const brand = brandOf(page);
  await expect(brand).toBeVisible();
  return brand.boundingBox();
}

// The page's HTML carries the app shell's frame (src/web/index.html), so something is painted before the scripts
// have loaded; the shell React draws in its place must not move it.
test.describe("the first frame", () => {
  for (const path of ["/", "/city/new-york"]) {
    test(`${path}: the brand is painted before any script runs, where the app shell then draws it`, async ({
      page,
      browser,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
    }) => {
      const withoutScripts = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        javaScriptEnabled: false,
      });
      try {
        const firstFrame = await withoutScripts.newPage();
        await firstFrame.goto(path);
        const painted = await boxOf(firstFrame);
        await expect(brandOf(firstFrame)).toHaveAttribute("href", "/");

        await page.goto(path);
        await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeVisible();
        const drawn = await boxOf(page);
        expect(painted).not.toBeNull();
        expect(drawn).toEqual(painted);
      } finally {
        await withoutScripts.close();
      }
    });
  }
});
