import { expect, MESSAGES, test } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The server with cities only: no guides anywhere.
test.use({ baseURL: serverUrl("empty") });

test("Home invites to create the first guide", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(MESSAGES.home.empty, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.home.emptyHint, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
});

test("a city without guides says so", async ({ page }) => {
  await page.goto("/city/paris");
  await expect(page.getByRole("heading", { level: 1, name: "Paris" })).toBeVisible();
  await expect(page.getByText(MESSAGES.cityGuides.empty("Paris"), { exact: true })).toBeVisible();
});
