import { PAGE_TITLES } from "../src/shared/page-titles";
import { expect, FAILED_RESOURCE, MESSAGES, test } from "./support/fixtures";

// The server answers the page itself with 404, which Chromium logs.
test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

test("an unknown address shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: MESSAGES.notFound.title })).toBeVisible();
  await expect(page).toHaveTitle(PAGE_TITLES.notFound);
  await page.getByRole("link", { name: MESSAGES.notFound.returnHome }).click();
  await expect(page).toHaveURL("/");
  // Set by the app on client navigation, as the server sets it in a page it sends.
  await expect(page).toHaveTitle(PAGE_TITLES.home);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});
