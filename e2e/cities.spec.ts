import type { Page } from "@playwright/test";
import { getCities, getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, test, toaster } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import { apiPath, failRequests } from "./support/network";

const pills = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("link");
/** A pill's text: its city's name, then (once counted) its number of guides. */
const pillTexts = (names: string[]) =>
  names.map(
    (name) =>
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(No guides yet|1 guide|\\d+ guides)?$`),
  );

/** "#A06CD5" -> "rgb(160, 108, 213)", as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("one pill per city, ordered by name, in the city's colour", async ({ page, request }) => {
  const cities = await getCities(request);
  await page.goto("/cities");
  const names = cities.map((city) => city.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(pills(page)).toHaveText(pillTexts(names));
  for (const [index, city] of cities.entries()) {
    await expect(pills(page).nth(index)).toHaveCSS("background-color", rgb(city.bgColor));
  }
});

test("a pill opens the guides of its city", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto("/cities");
  await pills(page).filter({ hasText: "New York" }).click();
  await expect(page).toHaveURL("/city/new-york");
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: guide.name })).toBeVisible();
});

test.describe("when the cities cannot be loaded", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("warns and shows the locally stored cities", async ({ page, request }) => {
    const cities = await getCities(request);
    await failRequests(page, apiPath("/cities"));
    await openInApp(page, "/cities");
    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(MESSAGES.cities.fetchFailedTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(MESSAGES.cities.fetchFailedText, { exact: true })).toBeVisible();
    await expect(pills(page)).toHaveText(pillTexts(cities.map((city) => city.name)));
  });
});
