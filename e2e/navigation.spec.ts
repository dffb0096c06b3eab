import { API_ERRORS, SAVE_MESSAGES } from "../src/shared/messages";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";

test("desktop: a side menu with Home, Cities, Sign In and Sign Up, and no bottom bar", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.goto("/");
  const sideMenu = page.getByRole("complementary");
  await expect(sideMenu).toBeVisible();
  const nav = sideMenu.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "Cities"]);
  await expect(sideMenu.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(sideMenu.getByRole("link", { name: "Sign Up" })).toBeVisible();
  // The only visible main navigation is the side menu's: the bottom bar and top bar are hidden.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(page.getByRole("banner")).toBeHidden();

  await nav.getByRole("link", { name: "Cities" }).click();
  await expect(page).toHaveURL("/cities");
});

test("mobile: a top bar and a bottom bar with Home and Cities, and no side menu", {
  tag: "@mobile-only",
}, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("complementary")).toBeHidden();
  const topBar = page.getByRole("banner");
  await expect(topBar).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Sign Up" })).toBeVisible();

  const bottomBar = page.getByRole("navigation", { name: "Main" });
  await expect(bottomBar).toHaveCount(1);
  await expect(bottomBar.getByRole("link")).toHaveText(["Home", "Cities"]);
  const box = await bottomBar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);

  await bottomBar.getByRole("link", { name: "Cities" }).click();
  await expect(page).toHaveURL("/cities");
});

test("mobile: a toast shows above the bottom bar, leaving the navigation usable", {
  tag: "@mobile-only",
}, async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Save / })
    .first()
    .click();
  const toast = toaster(page).getByRole("listitem");
  await expect(toast.getByText(SAVE_MESSAGES.signInToSaveGuides)).toBeVisible();
  const bottomBar = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  if (!bottomBar) throw new Error("No bottom bar");
  // Polled: the toast slides in from below before it settles.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(bottomBar.y);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cities" }).click();
  await expect(page).toHaveURL("/cities");
});

test.describe("when a screen's script cannot be fetched", () => {
  // Chromium's line for the aborted request, and React's report of the error the boundary caught. One pattern:
  // Playwright would read a second array item as the fixture's options.
  test.use({
    allowedConsoleErrors: [
      new RegExp(`${FAILED_RESOURCE.source}|Failed to fetch dynamically imported module`),
    ],
  });

  test("the page says so inside the app, and the navigation still leads on", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const firstCard = page.getByRole("main").getByRole("article").first();
    await expect(firstCard).toBeVisible();
    // As after a release that removed the old build's chunks.
    await page.route(/\/assets\/cities-[\w-]+\.js$/, (route) => route.abort());

    await nav.getByRole("link", { name: "Cities" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.getByRole("heading", { name: API_ERRORS.internal })).toBeVisible();
    await expect(alert.getByRole("link", { name: MESSAGES.notFound.returnHome })).toHaveAttribute(
      "href",
      "/",
    );

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(firstCard).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
