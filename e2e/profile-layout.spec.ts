import type { Locator, Page } from "@playwright/test";
import { GUIDE_MESSAGES } from "../src/shared/messages";
import type { GuideDetail } from "../src/shared/schemas";
import { toaster } from "./support/fixtures";
import { expect, test } from "./support/guide-form";
import { AUTHORING_CITY, createGuide, getCity, placesOf, profileGuides, uniqueName } from "./support/guides";
import { box, cards, expectNoAxeViolations, expectNoSidewaysScroll } from "./support/layout";

// docs/product.md §2 Profile: both views offer view, edit and delete at every size, on screen without scrolling
// sideways, and the owner's controls come after the name.

/** Two guides of the author's own, made through the API. */
async function twoGuides(page: Page): Promise<GuideDetail[]> {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 3);
  return [
    await createGuide(page.request, { name: uniqueName("Canal walks"), city, places }),
    await createGuide(page.request, {
      name: uniqueName("A long and slow Sunday on the Left Bank"),
      city,
      places,
    }),
  ];
}

/** The action is shown, and all of it lies inside the window's width once scrolled to. */
async function expectReachable(action: Locator) {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  await expect(action).toBeInViewport({ ratio: 1 });
  const width = action.page().viewportSize()?.width ?? 0;
  const { x, width: actionWidth } = await box(action);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + actionWidth).toBeLessThanOrEqual(width);
}

const actionsOf = (scope: Locator, name: string) => [
  scope.getByRole("link", { name: `View ${name}` }),
  scope.getByRole("link", { name: `Edit ${name}` }),
  scope.getByRole("button", { name: `Delete ${name}` }),
];

const viewOption = (page: Page, name: "Gallery View" | "Table View") => page.getByRole("radio", { name });

test("the table view offers view, edit and delete on screen, and they work", async ({ page, author: _ }) => {
  const guides = await twoGuides(page);
  await page.goto("/profile");
  await expect(viewOption(page, "Table View")).toHaveAttribute("aria-checked", "true");
  for (const guide of guides) {
    const row = page.getByRole("table").getByRole("row").filter({ hasText: guide.name });
    for (const action of actionsOf(row, guide.name)) await expectReachable(action);
  }
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const [first] = guides;
  if (!first) throw new Error("Two guides were made");
  await page.getByRole("link", { name: `View ${first.name}` }).click();
  await expect(page).toHaveURL(`/guide/${first.citySlug}/${first.id}`);
  await page.goBack();
  await page.getByRole("link", { name: `Edit ${first.name}` }).click();
  await expect(page).toHaveURL(`/edit-guide/${first.id}`);
});

test("the gallery view offers view, edit and delete under each card; delete asks, then deletes", async ({
  page,
  author,
}) => {
  const [kept, doomed] = await twoGuides(page);
  if (!kept || !doomed) throw new Error("Two guides were made");
  await page.goto("/profile");
  await viewOption(page, "Gallery View").click();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  for (const guide of [kept, doomed]) {
    for (const action of actionsOf(page.getByRole("main"), guide.name)) await expectReachable(action);
  }
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Delete ${doomed.name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this guide?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("button", { name: `Delete ${doomed.name}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.deleted)).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).filter({ hasText: doomed.name })).toHaveCount(0);
  // Still the gallery, and the server agrees.
  await expect(viewOption(page, "Gallery View")).toHaveAttribute("aria-checked", "true");
  expect((await profileGuides(page.request, author.username)).map((guide) => guide.id)).toEqual([kept.id]);
});

test("the name reads first; the controls follow it, grouped", async ({ page, author, isMobile }) => {
  await twoGuides(page);
  await page.goto("/profile");
  const name = page.getByRole("heading", { level: 1, name: `${author.firstName} ${author.lastName}` });
  const account = page.getByRole("link", { name: "Edit Profile" });
  const view = page.getByRole("radiogroup", { name: "Show guides as" });
  const newGuide = page.getByRole("link", { name: "New Guide" });
  await expect(newGuide).toBeVisible();

  // Reading order: the name, then the account's controls, then the guides' own.
  const order = await Promise.all(
    [name, account, view, newGuide].map((control) =>
      control.evaluate((element) => [...document.querySelectorAll("*")].indexOf(element)),
    ),
  );
  expect(order, "name, Edit Profile, the view toggle and New Guide in this order").toEqual(
    [...order].sort((a, b) => a - b),
  );

  const nameBox = await box(name);
  const accountBox = await box(account);
  if (isMobile)
    expect(accountBox.y, "on a phone the controls come under the name").toBeGreaterThan(nameBox.y);
  else
    expect(accountBox.x, "on a wide screen they sit right of the name").toBeGreaterThan(
      nameBox.x + nameBox.width,
    );
  // The view toggle and New Guide share one row, above the guides.
  const viewBox = await box(view);
  const newGuideBox = await box(newGuide);
  expect(Math.abs(viewBox.y + viewBox.height / 2 - (newGuideBox.y + newGuideBox.height / 2))).toBeLessThan(2);
  expect(viewBox.y).toBeGreaterThan(accountBox.y);
  await expectNoSidewaysScroll(page);
});
