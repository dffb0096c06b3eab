/**
 * Saves while something else is under way: a double click, a list reloading, another tab or screen holding the
 * guide, a server refusing. The everyday journeys of saving are in saves.spec.ts.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { SAVE_MESSAGES } from "../src/shared/messages";
import { signedInUser } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { getCities, getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";
import { apiPath, holdRequests } from "./support/network";
import { guideCard, saveButton, savedGuideIds } from "./support/saves";

/** Home, for a new user signed in; the demo guide whose Save button the tests press. */
async function homeSignedIn(page: Page, request: APIRequestContext) {
  const guide = await getDemoGuide(request);
  await signedInUser(page);
  await page.goto("/");
  return guide;
}

test("double-clicking Save saves the guide once", { tag: "@desktop-only" }, async ({ page, request }) => {
  const guide = await homeSignedIn(page, request);
  await saveButton(page, guide.name).dblclick();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "true");
  expect(await savedGuideIds(page)).toEqual([guide.id]);
});

test("a double click whose save lands between its two clicks still saves the guide once", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const guide = await homeSignedIn(page, request);
  const button = saveButton(page, guide.name);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("The Save button has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // A busy machine can be slower between the two clicks than the server is with the save.
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideRemoved)).toHaveCount(0);
  expect(await savedGuideIds(page)).toEqual([guide.id]);
});

test("a list reloaded while a save is on its way shows the save once it lands", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await signedInUser(page);
  const stream = page.waitForResponse((response) => response.url().endsWith("/api/realtime"));
  await page.goto("/");
  await stream;
  const button = saveButton(page, guide.name);
  await expect(button).toHaveAttribute("aria-pressed", "false");

  const release = await holdRequests(page, apiPath(`/me/saved-guides/${guide.id}`));
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // An admin saving a city meanwhile (as it was: the demo cities stay as other specs count them) makes every open
  // screen reload its guides, read before the save reaches the server.
  const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/guides");
  const city = (await getCities(request)).find((candidate) => candidate.slug === guide.citySlug);
  if (!city) throw new Error(`No city ${guide.citySlug}`);
  await signInAsAdmin(request, "demo");
  const { name, value, bgColor, lat, lng, timezone } = city;
  const resaved = await request.put(`/api/cities/${city.id}`, {
    data: { name, value, bgColor, lat, lng, timezone },
  });
  expect(resaved.ok()).toBe(true);
  await reloaded;
  // The reloaded list, read without the save, shows the guide unsaved until the save lands.
  await expect(button).toHaveAttribute("aria-pressed", "false");
  release();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect(await savedGuideIds(page)).toEqual([guide.id]);
});

test("saving again from a tab that did not see the save: 'You've already saved this guide'", {
  tag: "@desktop-only",
}, async ({ page, context, request }) => {
  const guide = await getDemoGuide(request);
  await signedInUser(page);
  const other = await context.newPage();
  await page.goto("/");
  await other.goto("/");
  // The other tab has its guides before the save, so it still shows the guide as not saved afterwards.
  await expect(saveButton(other, guide.name)).toHaveAttribute("aria-pressed", "false");
  await saveButton(page, guide.name).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();

  await expect(saveButton(other, guide.name)).toHaveAttribute("aria-pressed", "false");
  await saveButton(other, guide.name).click();
  await expect(toaster(other).getByText(SAVE_MESSAGES.guideAlreadySaved)).toBeVisible();
  await expect(saveButton(other, guide.name)).toHaveAttribute("aria-pressed", "true");
  expect(await savedGuideIds(page)).toEqual([guide.id]);
});

test("a save shows on the other screens at once, without a reload", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const guide = await homeSignedIn(page, request);
  await saveButton(page, guide.name).click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaved)).toBeVisible();

  await guideCard(page, guide.name)
    .getByRole("img", { name: `Cover of ${guide.name}` })
    .click();
  await expect(page).toHaveURL(`/guide/${guide.citySlug}/${guide.id}`);
  const headerSave = page.getByRole("button", { name: `Save ${guide.name}` });
  await expect(headerSave).toHaveAttribute("aria-pressed", "true");

  // And back: unsaving on the guide shows on Home, which comes from the history, not the server.
  await headerSave.click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.guideRemoved)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(saveButton(page, guide.name)).toHaveAttribute("aria-pressed", "false");
});

test.describe("a save the server refuses", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("shows at once, then rolls back with 'Failed to save guide'", async ({ page, request }) => {
    const guide = await getDemoGuide(request);
    await signedInUser(page);
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    await page.route(apiPath(`/me/saved-guides/${guide.id}`), async (route) => {
      await refused;
      await route.fulfill({
        status: 500,
        json: { error: { code: "INTERNAL", message: "Something went wrong" } },
      });
    });
    await page.goto("/");
    const save = saveButton(page, guide.name);
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    refuse();
    await expect(toaster(page).getByText(SAVE_MESSAGES.guideSaveFailed)).toBeVisible();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    expect(await savedGuideIds(page)).toEqual([]);
  });
});
