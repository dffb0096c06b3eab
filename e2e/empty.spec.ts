import { expect, MESSAGES, test } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The server with cities only: no guides anywhere.
test.use({ baseURL: serverUrl("empty") });

test("Home invites to create the first guide", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(MESSAGES.home.empty, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.home.emptyHint, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: MESSAGES.popular.thisWeek })).toHaveCount(0);
});

test("a city without guides or places says so and invites to write the first guide", async ({ page }) => {
  await page.goto("/city/paris");
  await expect(page.getByRole("heading", { level: 1, name: "Paris" })).toBeVisible();
  await expect(page.getByText(MESSAGES.cityGuides.empty("Paris"), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: MESSAGES.cityGuides.writeFirst("Paris") })).toHaveAttribute(
    "href",
    "/create-guide?city=paris",
  );
  // No places either: nothing to show of what it offers.
  await expect(page.getByRole("heading", { name: MESSAGES.cityGuides.offers("Paris") })).toHaveCount(0);
});

test("every city tile says it has no guides yet", async ({ page }) => {
  await page.goto("/cities");
  const tiles = page.getByRole("main").getByRole("listitem");
  await expect(tiles).toHaveCount(10);
  for (const tile of await tiles.all()) await expect(tile).toContainText(MESSAGES.cities.guideCount(0));
});
