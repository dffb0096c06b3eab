import { SAVED_PAGE_SIZE } from "../src/shared/limits";
import { SAVE_MESSAGES } from "../src/shared/messages";
import type { PlacePage } from "../src/shared/schemas";
import { signedInUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("Saved lists come a page at a time: scrolling to the end brings the rest of the bookmarks", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signedInUser(page);
  const count = SAVED_PAGE_SIZE + 6;
  const catalogue = (await (await page.request.get(`/api/places?limit=${count}`)).json()) as PlacePage;
  expect(catalogue.items).toHaveLength(count);
  for (const place of catalogue.items) {
    expect((await page.request.put(`/api/me/bookmarked-places/${place.id}`)).ok()).toBe(true);
  }
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/me/bookmarked-places")) asked.push(new URL(request.url()).search);
  });

  await page.goto("/saved?tab=places");
  const panel = page.getByRole("tabpanel", { name: SAVE_MESSAGES.bookmarkedPlacesTab });
  const rows = panel.getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press("End");
  await expect(rows).toHaveCount(count);
  expect(asked[0]).toBe("");
  expect(asked.some((search) => search.includes("cursor="))).toBe(true);
  // The newest bookmark comes first.
  await expect(rows.first()).toContainText(catalogue.items.at(-1)?.name ?? "");
});
