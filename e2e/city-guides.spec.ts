import type { Page } from "@playwright/test";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, spinner, test, toaster } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import { apiPath, failRequests, holdRequests } from "./support/network";

const NEW_YORK_GUIDES = apiPath("/cities/new-york/guides");
const cards = (page: Page) => page.getByRole("main").getByRole("article");

test("lists the city's guides after their skeletons", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  const release = await holdRequests(page, NEW_YORK_GUIDES);
  await openInApp(page, "/city/new-york");
  await expect(spinner(page, "Loading guides for New York")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "New York" })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByText(guide.name)).toBeVisible();
  await expect(cards(page).getByRole("link", { name: guide.creator.username })).toBeVisible();
  await expect(spinner(page, "Loading guides for New York")).toHaveCount(0);
});

test("Back goes to the cities", async ({ page }) => {
  await page.goto("/city/new-york");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/cities");
});

test.describe("errors", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("a failed load offers 'Try Again', which reloads the page", async ({ page }) => {
    await failRequests(page, NEW_YORK_GUIDES);
    await openInApp(page, "/city/new-york");
    await expect(page.getByRole("alert")).toContainText(MESSAGES.cityGuides.errorText("New York"));
    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(MESSAGES.cityGuides.loadError, { exact: true })).toBeVisible();
    await expect(toast.getByText(MESSAGES.cityGuides.loadFailed, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.unroute(NEW_YORK_GUIDES);
    await page.getByRole("button", { name: MESSAGES.cityGuides.tryAgain }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a later page that fails keeps the list and offers 'Try Again' at its end", async ({ page }) => {
    // New York has one page of guides: its answer is told there is another, which then fails.
    await page.route(NEW_YORK_GUIDES, async (route) => {
      if (new URL(route.request().url()).searchParams.has("cursor")) {
        return route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "Down" } } });
      }
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), nextCursor: "more" } });
    });
    await openInApp(page, "/city/new-york");
    await expect(cards(page)).toHaveCount(1);
    const retry = page.getByRole("main").getByRole("button", { name: MESSAGES.cityGuides.tryAgain });
    await expect(retry).toBeVisible();
    await expect(page.getByText(MESSAGES.cityGuides.errorText("New York"))).toHaveCount(0);
  });

  test("an unknown city is the not-found page, with a way home", async ({ page }) => {
    await page.goto("/city/atlantis");
    await expect(page.getByRole("heading", { level: 1, name: MESSAGES.notFound.title })).toBeVisible();
    await expect(page.getByText(MESSAGES.cityGuides.empty("Atlantis"), { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: MESSAGES.notFound.returnHome }).click();
    await expect(page).toHaveURL("/");
  });
});
