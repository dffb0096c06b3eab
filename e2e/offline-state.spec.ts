import type { Page } from "@playwright/test";
import { OFFLINE_MESSAGES } from "../src/shared/messages";
import type { GuidePage } from "../src/shared/schemas";
import { expect, FAILED_RESOURCE, MESSAGES, toaster } from "./support/fixtures";
import {
  guidePath,
  heading,
  openControlled,
  saveAndKeep,
  signUpThrough,
  test,
  withProxy,
} from "./support/offline";

// docs/product.md §2 Offline: offline is a state every screen shows, not a failure. "Offline" is the site
// unreachable: the test talks to it through a relay and closes the relay, which cuts the service worker too.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

const offlineMark = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE_MESSAGES.mark });
const unreachable = (page: Page) =>
  page.getByRole("main").getByRole("alert").filter({ hasText: OFFLINE_MESSAGES.unreachable });

/** Signed in: the header offers Create, never Sign In. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Create" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
}

/** Neither a skeleton left waiting nor an error said only by a toast. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  await expect(toaster(page).getByRole("listitem")).toHaveCount(0);
}

test("a member with nothing kept stays signed in offline, every screen says so, and back online the mark goes", async ({
  page,
}) => {
  test.slow();
  await withProxy(async (proxy) => {
    const member = await signUpThrough(page, proxy);
    const feed = (await (await page.request.get(`${proxy.url}/api/guides`)).json()) as GuidePage;
    const [unkept] = feed.items;
    if (!unkept) throw new Error("Home's feed is empty");
    await openControlled(page, `${proxy.url}/`);
    await expectSignedIn(page);
    await expect(offlineMark(page)).toHaveCount(0);

    await proxy.cut();
    await page.reload();
    await expect(offlineMark(page)).toBeVisible();
    await expect(heading(page, OFFLINE_MESSAGES.home)).toBeVisible();
    await expect(page.getByRole("main").getByText(OFFLINE_MESSAGES.onDeviceEmpty)).toBeVisible();
    await expect(unreachable(page)).toBeVisible();
    await expectSignedIn(page);
    await expectSettled(page);

    await page.goto(`${proxy.url}/saved`);
    await expect(heading(page, "Saved")).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expect(unreachable(page)).toBeVisible();
    await expect(page.getByText(MESSAGES.app.sessionUnreachable)).toHaveCount(0);
    await expectSignedIn(page);
    await expectSettled(page);

    await page.goto(`${proxy.url}/profile`);
    await expect(page.getByRole("heading", { level: 1, name: member.firstName })).toBeVisible();
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expect(unreachable(page)).toBeVisible();
    await expectSettled(page);
    expect(new URL(page.url()).pathname).toBe("/profile");

    await page.goto(`${proxy.url}/guide/${unkept.citySlug}/${unkept.id}`);
    await expect(page.getByRole("alert").filter({ hasText: OFFLINE_MESSAGES.notKept })).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expectSignedIn(page);
    await expectSettled(page);

    await page.goto(`${proxy.url}/search?q=paris`);
    await expect(page.getByRole("main").getByText(MESSAGES.search.keptOnly)).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expectSettled(page);

    // Back online, Home refreshes by itself: the mark goes and the guides come, with no reload.
    await page.goto(`${proxy.url}/`);
    await expect(heading(page, OFFLINE_MESSAGES.home)).toBeVisible();
    await proxy.open();
    await expect(offlineMark(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(heading(page, OFFLINE_MESSAGES.home)).toHaveCount(0);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectSignedIn(page);
  });
});

test("a member's kept guides are Home's offline, and stay on their Saved page", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  await withProxy(async (proxy) => {
    await signUpThrough(page, proxy);
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await saveAndKeep(page, guide);

    await proxy.cut();
    await page.goto(`${proxy.url}/`);
    await expect(heading(page, OFFLINE_MESSAGES.home)).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").filter({ hasText: guide.name })).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expectSignedIn(page);
    await expectSettled(page);

    await page.goto(`${proxy.url}/saved`);
    await expect(page.getByRole("article").filter({ hasText: guide.name })).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await expectSettled(page);
  });
});
