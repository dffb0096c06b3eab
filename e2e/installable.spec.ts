import type { Page } from "@playwright/test";
import { SERVER_STATE_ID } from "../src/shared/server-state";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { withProxy } from "./support/offline";

// docs/decisions/032: the production build is an installable app whose service worker answers pages with the app
// shell when the site cannot be reached, and announces a new version.
test.use({ serviceWorkers: "allow" });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1"), "a PNG").toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the service worker controls the page; its script's URL. */
async function controlledBy(page: Page): Promise<string> {
  const worker = await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL);
  return String(await worker.jsonValue());
}

test("@desktop-only the manifest is linked, complete, and its icons load at their sizes", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  if (!href) throw new Error("no manifest link");
  const answer = await request.get(href);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: "Cityguides",
    short_name: "Cityguides",
    start_url: "/",
    display: "standalone",
    theme_color: "#0f1117",
    background_color: "#0f1117",
  });
  expect(String(manifest.description)).not.toBe("");
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const { src, sizes } of manifest.icons) {
    const [width, height] = sizes.split("x").map(Number);
    expect(pngSize(await (await request.get(src)).body()), src).toEqual({ width, height });
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(pngSize(await (await request.get(touchIcon ?? "")).body())).toEqual({ width: 180, height: 180 });
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0f1117");
});

test("@desktop-only the service worker controls the page, and pages still come drawn by the server", async ({
  page,
}) => {
  await page.goto("/city/new-york");
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.locator(`#${SERVER_STATE_ID}`)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
});

test.describe("with the site unreachable", () => {
  // The app's API calls fail while the site is unreachable, and Chromium logs each.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("a page already visited reloads as the app shell, and a member's page does not sign anyone out", async ({
    page,
  }) => {
    await withProxy(async (proxy) => {
      await page.goto(`${proxy.url}/city/new-york`);
      await controlledBy(page);
      await proxy.cut();

      await page.reload();
      await expect(page.getByRole("link", { name: "Cityguides" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
      await expect(
        page.getByRole("alert").filter({ hasText: MESSAGES.cityGuides.errorText("New York") }),
      ).toBeVisible();

      await page.goto(`${proxy.url}/saved`);
      await expect(
        page.getByRole("alert").filter({ hasText: MESSAGES.app.sessionUnreachable }),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/saved");
    });
  });
});

test("@desktop-only a new service worker is announced, and Reload hands the page over to it", async ({
  page,
}) => {
  await withProxy(async (proxy) => {
    await page.goto(`${proxy.url}/cities`);
    await controlledBy(page);
    await page.evaluate(() =>
      navigator.serviceWorker.addEventListener("controllerchange", () =>
        sessionStorage.setItem("controller-changed", "yes"),
      ),
    );

    proxy.changeServiceWorker("a new version");
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const toast = toaster(page).getByText(MESSAGES.app.newVersion);
    await expect(toast).toBeVisible();

    const reloaded = page.waitForEvent("load");
    await toaster(page).getByRole("button", { name: MESSAGES.app.reload }).click();
    await reloaded;
    await expect(toast).toBeHidden();
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting));
    expect(waiting, "no worker left waiting").toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem("controller-changed"))).toBe("yes");
  });
});
