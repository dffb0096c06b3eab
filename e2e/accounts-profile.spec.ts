import type { Page } from "@playwright/test";
import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import { ACCOUNT_MESSAGES, GUIDE_MESSAGES } from "../src/shared/messages";
import type { GuideCard, Profile } from "../src/shared/schemas";
import { signedInUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";

const [demoProfile] = DEMO_PROFILES;

type ProfilePage = { profile: Profile; guides: GuideCard[] };

/** Opens the edit page, changes the given fields and saves. */
async function saveProfile(page: Page, changes: { "First Name"?: string; Username?: string }) {
  await page.goto("/profile/edit");
  for (const [label, value] of Object.entries(changes)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: "Save Changes" }).click();
}

test.describe("edit profile validation", () => {
  test("an empty first name: 'First name and username are required'", async ({ page }) => {
    await signedInUser(page);
    await saveProfile(page, { "First Name": "" });
    await expect(toaster(page).getByText(ACCOUNT_MESSAGES.namesRequired)).toBeVisible();
    await expect(page).toHaveURL("/profile/edit");
  });

  test("a two-letter username: 'Username must be at least 3 characters'", async ({ page }) => {
    await signedInUser(page);
    await saveProfile(page, { Username: "ab" });
    await expect(toaster(page).getByText(ACCOUNT_MESSAGES.usernameTooShort)).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.usernameTooShort);
  });

  test.describe("refused by the server", () => {
    // Chromium logs the 409 answer to the update.
    test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

    test("someone else's username: 'Username is already taken', in a toast and on the field", async ({
      page,
    }) => {
      await signedInUser(page);
      await saveProfile(page, { Username: demoProfile.username });
      await expect(toaster(page).getByText(ACCOUNT_MESSAGES.usernameTaken)).toBeVisible();
      await expect(page.getByLabel("Username")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.usernameTaken);
      await expect(page).toHaveURL("/profile/edit");
    });
  });
});

test("own profile without guides: table view first, a view toggle and an invitation to create one", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/profile");
  // The toggle shows both views, the table chosen.
  const tableView = page.getByRole("radio", { name: "Table View" });
  await expect(tableView).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radio", { name: "Gallery View" }).click();
  await expect(tableView).toHaveAttribute("aria-checked", "false");
  await tableView.click();
  await expect(tableView).toHaveAttribute("aria-checked", "true");

  const main = page.getByRole("main");
  await expect(main.getByText(GUIDE_MESSAGES.noGuidesYet)).toBeVisible();
  await expect(main.getByText(GUIDE_MESSAGES.createFirstGuide)).toBeVisible();
  await expect(main.getByRole("link", { name: GUIDE_MESSAGES.createAGuide })).toHaveAttribute(
    "href",
    "/create-guide",
  );
  // 'New Guide' is for owners who already have a guide.
  await expect(main.getByRole("link", { name: "New Guide" })).toHaveCount(0);
});

test("own profile with a guide: a table of Title, Location, Created At and actions, or a gallery", async ({
  page,
  request,
}) => {
  const user = await signedInUser(page);
  // Guides cannot be created from the UI yet: lend the new user one of a demo profile's guides.
  const demo = (await (await request.get(`/api/profiles/${demoProfile.username}`)).json()) as ProfilePage;
  const guide = demo.guides.find((candidate) => !candidate.isDemo);
  if (!guide) throw new Error(`${demoProfile.username} has no editable guide`);
  await page.route(`**/api/profiles/${user.username}`, async (route) => {
    const own = (await (await route.fetch()).json()) as ProfilePage;
    await route.fulfill({ json: { ...own, guides: [guide] } });
  });

  await page.goto("/profile");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Title", "Location", "Created At", "Actions"]);
  const row = table.getByRole("row").filter({ hasText: guide.name });
  await expect(row.getByRole("cell").nth(1)).toHaveText(guide.location);
  await expect(row.getByRole("link", { name: `View ${guide.name}` })).toBeVisible();
  await expect(row.getByRole("link", { name: `Edit ${guide.name}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Delete ${guide.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "New Guide" })).toBeVisible();

  await page.getByRole("radio", { name: "Gallery View" }).click();
  await expect(table).toHaveCount(0);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: guide.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${guide.name}` })).toBeVisible();

  await page.getByRole("radio", { name: "Table View" }).click();
  await expect(table.getByRole("row").filter({ hasText: guide.name })).toBeVisible();
});
