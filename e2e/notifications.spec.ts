import type { Browser, Page } from "@playwright/test";
import { createAccount, newUser, signedInUser, type TestUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, test } from "./support/fixtures";
import { createGuide, deleteGuidesOf, getCity, OTHER_CITY, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { apiPath, failRequests, holdRequests } from "./support/network";
import { serverUrl } from "./support/servers";

/**
 * Notifications (docs/decisions/065) as members meet them: the bell in the header counting live, the
 * notifications page, and a guide's saves batched. Both projects run it, at 1280 and at 390 px.
 */

async function memberContext(browser: Browser, user: TestUser = newUser()) {
  const context = await browser.newContext({ baseURL: serverUrl("demo") });
  await createAccount(context.request, user);
  return { context, user };
}

const bell = (page: Page, unread: number) =>
  page.getByRole("link", {
    name: unread === 0 ? "Notifications" : `Notifications, ${unread} unread`,
    exact: true,
  });

test("a member follows a creator; the creator publishes; the bell counts it live and leads to the guide", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signedInUser(page);
  const { context: other, user: creator } = await memberContext(browser);
  try {
    await page.goto(`/profile/${creator.username}`);
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(page.getByRole("button", { name: "Following", exact: true })).toBeVisible();
    const stream = page.waitForResponse((response) => response.url().endsWith("/api/realtime?me=1"));
    await page.goto("/");
    await expect(bell(page, 0)).toBeVisible();
    await stream;

    const city = await getCity(other.request, OTHER_CITY);
    const name = uniqueName("Bell");
    await createGuide(other.request, { name, city, places: await placesOf(other.request, city) });
    // Live, without a reload: within a second of the publication.
    await expect(bell(page, 1)).toBeVisible({ timeout: 1_000 });
    await expect(bell(page, 1).getByTestId("notification-count")).toHaveText("1");
    await expectNoAxeViolations(page);

    await bell(page, 1).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    const row = page.getByRole("article").filter({ hasText: `${creator.firstName} published ${name}` });
    await expect(row).toBeVisible();
    await expect(row.getByText("Unread:", { exact: true })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`notifications-${testInfo.project.use.viewport?.width}.png`),
    });

    await row.getByRole("link", { name: `${creator.firstName} published ${name}` }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    // Opened, it is read: the bell says so.
    await expect(bell(page, 0)).toBeVisible();
  } finally {
    await deleteGuidesOf(other.request, creator.username);
    await other.close();
  }
});

test("a guide saved by two members gives its creator one notification, marked read with the rest", async ({
  page,
  browser,
}) => {
  const creator = await signedInUser(page);
  const city = await getCity(page.request, OTHER_CITY);
  const name = uniqueName("Saved");
  const guide = await createGuide(page.request, { name, city, places: await placesOf(page.request, city) });
  const savers = [await memberContext(browser), await memberContext(browser)];
  try {
    for (const { context } of savers) {
      const saved = await context.request.put(`/api/me/saved-guides/${guide.id}`, {
        headers: { origin: serverUrl("demo") },
      });
      expect(saved.ok()).toBe(true);
    }
    await page.goto("/notifications");
    const rows = page.getByRole("article");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`2 people saved ${name} today`);
    await expect(bell(page, 1)).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell(page, 0)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await expect(rows.first().getByText("Unread:", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await deleteGuidesOf(page.request, creator.username);
    for (const { context } of savers) await context.close();
  }
});

test("a new member is all caught up; visitors have no bell", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/notifications");
  await expect(page.getByText("You're all caught up.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);
});

test.describe("when the notifications are slow or fail", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("the page shows its loading state, and after a failure lets the member try again", async ({
    page,
  }) => {
    await signedInUser(page);
    const release = await holdRequests(page, apiPath("/me/notifications"));
    await page.goto("/notifications");
    await expect(page.getByRole("status", { name: "Loading your notifications" })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    release();
    await failRequests(page, apiPath("/me/notifications"));
    await page.reload();
    const failed = page.getByRole("alert").filter({ hasText: "Your notifications could not be loaded." });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
  });
});
