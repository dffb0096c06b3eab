import type { Page } from "@playwright/test";
import { CATEGORIES, CATEGORY_KEYS } from "../src/shared/categories";
import { GUIDE_MESSAGES, MESSAGES } from "../src/shared/messages";
import { createAccount, newUser, signedInUser } from "./support/accounts";
import { getGuide } from "./support/api";
import { COVER_SIZE, FAILED_RESOURCE, pngFile, spinner, toaster } from "./support/fixtures";
import { expect, pickedChips, pickPlaces, test } from "./support/guide-form";
import {
  AUTHORING_CITY,
  anotherPlace,
  createGuide,
  deleteGuidesOf,
  findDemoGuideCard,
  getCity,
  placesOf,
  uniqueName,
} from "./support/guides";
import { apiPath, holdRequests } from "./support/network";
import { serverUrl } from "./support/servers";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const guideRow = (page: Page, guideName: string) =>
  page.getByRole("table").getByRole("row").filter({ hasText: guideName });

test("edit a guide from the profile: new name, cover and places", async ({ page, author }, testInfo) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 3);
  const newCafe = await anotherPlace(page.request, city, "cafesBrunch", 3);
  const [oldCafe, ...keptCafes] = places.cafesBrunch;
  if (!oldCafe) throw new Error(`${city.name} has no café`);
  const guide = await createGuide(page.request, {
    name: uniqueName("Old name"),
    city,
    places,
    cover: await pngFile(testInfo, "first-cover", 40, COVER_SIZE),
  });
  const newName = uniqueName(`${author.firstName}'s rainy Paris`);

  await page.goto("/profile");
  const release = await holdRequests(page, apiPath(`/guides/${guide.id}`));
  await guideRow(page, guide.name)
    .getByRole("link", { name: `Edit ${guide.name}` })
    .click();
  await expect(page).toHaveURL(`/edit-guide/${guide.id}`);
  await expect(spinner(page, "Loading guide...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: `Edit Guide: ${guide.name}` })).toBeVisible();

  // Prefilled: name (editable, no default-name box), city, places and the current cover.
  const nameField = page.getByLabel("Guide Name");
  await expect(nameField).toHaveValue(guide.name);
  await expect(nameField).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Use default name" })).toHaveCount(0);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue(city.id);
  for (const key of CATEGORY_KEYS) {
    await expect(pickedChips(page, key)).toHaveText(places[key].map((place) => place.name));
  }
  const preview = page.getByRole("img", { name: "Cover preview" });
  if (!guide.coverImage) throw new Error("The guide was made with a cover");
  await expect(preview).toHaveAttribute(
    "src",
    new RegExp(`^/media/cover/${escapeRegExp(guide.coverImage)}\\?t=\\d+$`),
  );
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await nameField.fill(newName);
  await page
    .getByLabel("Change image")
    .setInputFiles(await pngFile(testInfo, "second-cover", 200, COVER_SIZE));
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await pickedChips(page, "cafesBrunch")
    .getByRole("button", { name: `Remove ${oldCafe.name}` })
    .click();
  await pickPlaces(page, "cafesBrunch", city.name, [newCafe]);
  await expect(pickedChips(page, "cafesBrunch")).toHaveText(
    [...keptCafes, newCafe].map((place) => place.name),
  );

  await page.getByRole("button", { name: "Update Guide" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL("/profile");
  await expect(guideRow(page, newName)).toBeVisible();
  await expect(guideRow(page, guide.name)).toHaveCount(0);

  await guideRow(page, newName)
    .getByRole("link", { name: `View ${newName}` })
    .click();
  await expect(page).toHaveURL(`/guide/${city.name.toLowerCase()}/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  const cafes = page.getByRole("region", { name: CATEGORIES.cafesBrunch.title });
  await expect(cafes.getByRole("link", { name: newCafe.name })).toBeVisible();
  await expect(cafes.getByRole("link", { name: oldCafe.name })).toHaveCount(0);
  const updated = await getGuide(page.request, guide.id);
  expect(updated.coverImage).not.toBeNull();
  expect(updated.coverImage).not.toBe(guide.coverImage);
  await expect(page.getByRole("img", { name: `Cover of ${newName}` })).toHaveAttribute(
    "src",
    `/media/cover/${updated.coverImage}`,
  );
});

test("the owner opens the editor from their guide's page; nobody else sees Edit there", async ({
  page,
  browser,
  request,
}) => {
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  const guide = await createGuide(page.request, {
    name: uniqueName("Edit from its page"),
    city,
    places: await placesOf(page.request, city, 3),
  });
  const guidePath = `/guide/${city.slug}/${guide.id}`;
  const edit = (on: Page) =>
    on.getByRole("main").getByRole("link", { name: MESSAGES.guide.edit, exact: true });

  const demo = await findDemoGuideCard(request);
  await page.goto(`/guide/${demo.citySlug}/${demo.id}`);
  await expect(page.getByRole("heading", { level: 1, name: demo.name })).toBeVisible();
  await expect(edit(page)).toHaveCount(0);

  const visitor = await browser.newPage({ baseURL: serverUrl("demo") });
  await visitor.goto(guidePath);
  await expect(visitor.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  await expect(edit(visitor)).toHaveCount(0);
  await visitor.close();

  await page.goto(guidePath);
  await edit(page).click();
  await expect(page).toHaveURL(`/edit-guide/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Edit Guide: ${guide.name}` })).toBeVisible();
});

test("delete a guide from the profile table after confirming", async ({ page, author }) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 3);
  const kept = await createGuide(page.request, { name: uniqueName("Keep me"), city, places });
  const doomed = await createGuide(page.request, { name: uniqueName("Delete me"), city, places });

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(author.firstName);
  // Cancelling keeps it.
  await guideRow(page, doomed.name)
    .getByRole("button", { name: `Delete ${doomed.name}` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this guide?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(guideRow(page, doomed.name)).toBeVisible();

  await guideRow(page, doomed.name)
    .getByRole("button", { name: `Delete ${doomed.name}` })
    .click();
  await expect(dialog).toContainText(doomed.name);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.deleted)).toBeVisible();
  await expect(guideRow(page, doomed.name)).toHaveCount(0);
  await expect(guideRow(page, kept.name)).toBeVisible();
  // Published once, its address says it is gone (decision 049).
  const response = await page.request.get(`/api/guides/${doomed.id}`);
  expect(response.status()).toBe(410);
});

test.describe("guides that cannot be edited", () => {
  test("someone else's guide: 'Unauthorized', then the own profile", async ({ page, request }) => {
    // The owner works through `request`, a browser context of their own; the page is another account's.
    const owner = newUser();
    await createAccount(request, owner);
    const city = await getCity(request, AUTHORING_CITY);
    const guide = await createGuide(request, {
      name: uniqueName("Not yours"),
      city,
      places: await placesOf(request, city, 3),
    });
    try {
      await signedInUser(page);
      await page.goto(`/edit-guide/${guide.id}`);
      const toast = toaster(page).getByRole("listitem");
      await expect(toast.getByText(GUIDE_MESSAGES.unauthorizedTitle, { exact: true })).toBeVisible();
      await expect(toast.getByText(GUIDE_MESSAGES.notOwner)).toBeVisible();
      await expect(page).toHaveURL("/profile");
      await expect(page.getByRole("heading", { name: /^Edit Guide/ })).toHaveCount(0);
    } finally {
      await deleteGuidesOf(request, owner.username);
    }
  });

  test("a demo guide: 'Cannot edit', then the own profile", async ({ page, request }) => {
    const demo = await findDemoGuideCard(request);
    await signedInUser(page);
    await page.goto(`/edit-guide/${demo.id}`);
    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(GUIDE_MESSAGES.cannotEditTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(GUIDE_MESSAGES.demoGuideReadOnly)).toBeVisible();
    await expect(page).toHaveURL("/profile");
  });
});

test.describe("a guide that does not exist", () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("says 'Guide not found', then goes to the own profile", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/edit-guide/00000000-0000-4000-8000-000000000000");
    const toast = toaster(page).getByRole("listitem");
    await expect(toast.getByText(MESSAGES.guide.notFoundTitle, { exact: true })).toBeVisible();
    await expect(toast.getByText(MESSAGES.guide.notFoundText)).toBeVisible();
    await expect(page).toHaveURL("/profile");
  });
});
