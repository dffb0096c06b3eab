import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import type { GuideCard } from "../src/shared/schemas";
import { toaster } from "./support/fixtures";
import { expect, pickAll, pickedChips, picker, pickPlaces, test } from "./support/guide-form";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";

const cafesTitle = CATEGORIES.cafesBrunch.title;
const cafeNames = (page: Page) => pickedChips(page, "cafesBrunch");
const profileSection = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a note written in the form shows on the guide, category and place pages", async ({ page, author }) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 4);
  const guide = await createGuide(page.request, { name: uniqueName("Noted Paris"), city, places });
  const [cafe] = places.cafesBrunch;
  if (!cafe) throw new Error("No café");
  const note = "Order the cardamom bun.\nGo before 9, it fills up.";

  await page.goto(`/edit-guide/${guide.id}`);
  await page.getByLabel("Introduction (optional)").fill("Four mornings in Paris.\nWalk everywhere.");
  await page.getByRole("textbox", { name: `Note for ${cafe.name}` }).fill(note);
  await page.getByRole("button", { name: "Update Guide" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.updated)).toBeVisible();

  await page.goto(`/guide/paris/${guide.id}`);
  await expect(page.getByText("Four mornings in Paris.")).toBeVisible();
  const cafes = page.getByRole("region", { name: cafesTitle });
  // Line breaks are kept, and the note is text, not markup.
  await expect(cafes.getByText("Order the cardamom bun.")).toHaveText(note);
  await expect(cafes.getByText("Order the cardamom bun.")).toHaveCSS("white-space", "pre-line");

  await page.goto(`/guide/paris/${guide.id}/category/cafes`);
  await expect(page.getByRole("main").getByText("Order the cardamom bun.")).toBeVisible();

  await page.goto(`/place/${cafe.id}`);
  const inGuides = page.getByRole("region", { name: "In guides" });
  const mention = inGuides.getByRole("listitem").filter({ hasText: guide.name });
  await expect(mention.getByRole("link", { name: guide.name })).toBeVisible();
  await expect(mention.getByText(`@${author.username}`)).toBeVisible();
  await expect(mention.getByText("Order the cardamom bun.")).toBeVisible();
});

test("save a draft with one place, come back to it, publish it", { tag: "@desktop-only" }, async ({
  page,
  request,
  author,
}) => {
  const city = await getCity(request, AUTHORING_CITY);
  const places = await placesOf(request, city, 3);
  const name = uniqueName("Draft Paris");

  await page.goto("/create-guide");
  await page.getByLabel("Location", { exact: true }).selectOption({ label: city.name });
  await page.getByRole("checkbox", { name: "Use default name" }).uncheck();
  await page.getByLabel("Guide Name").fill(name);
  await pickPlaces(page, "cafesBrunch", city.name, places.cafesBrunch.slice(0, 1));
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.draftSaved)).toBeVisible();
  await expect(page).toHaveURL("/profile");
  const drafts = profileSection(page, "Drafts");
  await expect(drafts.getByRole("row").filter({ hasText: name })).toBeVisible();

  // Nobody else knows it exists: `request` is a visitor's.
  const profile = await page.request.get(`/api/profiles/${author.username}`);
  const [draft] = ((await profile.json()) as { drafts: GuideCard[] }).drafts;
  expect((await request.get(`/api/guides/${draft?.id}`)).status()).toBe(404);

  await drafts.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit Guide: ${name}` })).toBeVisible();
  await expect(cafeNames(page)).toHaveText([places.cafesBrunch[0]?.name ?? ""]);
  await pickAll(page, city.name, { ...places, cafesBrunch: places.cafesBrunch.slice(1) });
  await page.getByRole("button", { name: "Publish guide" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.published)).toBeVisible();
  await expect(page.getByRole("region", { name: GUIDE_MESSAGES.sharePromptTitle })).toBeVisible();
  await page.goto("/profile");
  await expect(profileSection(page, "Drafts")).toHaveCount(0);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: name })).toBeVisible();
});

test("reorder places with the keyboard, and the order shows on the guide", { tag: "@desktop-only" }, async ({
  page,
  author: _,
}) => {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 3);
  const guide = await createGuide(page.request, { name: uniqueName("Ordered Paris"), city, places });
  const [first, second, third] = places.cafesBrunch.map((place) => place.name);
  if (!first || !second || !third) throw new Error("Three cafés expected");

  await page.goto(`/edit-guide/${guide.id}`);
  await expect(cafeNames(page)).toHaveText([first, second, third]);
  const axe = await new AxeBuilder({ page }).include("main form").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  const moveDown = picker(page, "cafesBrunch").getByRole("button", { name: `Move ${first} down` });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  await expect(cafeNames(page)).toHaveText([second, first, third]);
  // Focus stays on the moved place's button, so a second press moves it again.
  await expect(moveDown).toBeFocused();
  await page.keyboard.press("Space");
  await expect(cafeNames(page)).toHaveText([second, third, first]);
  await expect(
    page.getByRole("status").filter({ hasText: `${first} moved to position 3 of 3` }),
  ).toBeAttached();
  // At the end Move down does nothing and keeps focus.
  await page.keyboard.press("Enter");
  await expect(cafeNames(page)).toHaveText([second, third, first]);
  await expect(moveDown).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(picker(page, "cafesBrunch").getByRole("button", { name: `Move ${first} up` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cafeNames(page)).toHaveText([second, first, third]);

  await page.getByRole("button", { name: "Update Guide" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.updated)).toBeVisible();
  await page.goto(`/guide/paris/${guide.id}`);
  const cafes = page.getByRole("region", { name: cafesTitle }).getByRole("link");
  // Each row starts with the place's number in the guide (decision 051).
  await expect(cafes).toHaveText([second, first, third].map((name, n) => new RegExp(`^${n + 1}${name}`)));
});
