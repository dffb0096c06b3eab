import type { Browser, Page, TestInfo } from "@playwright/test";
import { GUIDE_MEMBER_MESSAGES } from "../src/shared/guide-members";
import { OFFLINE_MESSAGES } from "../src/shared/messages";
import { OFFLINE_EDIT_MESSAGES } from "../src/shared/offline-edit-messages";
import type { GuideDetail } from "../src/shared/schemas";
import { createAccount, newUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, toaster } from "./support/fixtures";
import { pickPlaces } from "./support/guide-form";
import { AUTHORING_CITY, anotherPlace, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import {
  guidePath,
  heading,
  keptGuideIds,
  openControlled,
  signUpThrough,
  test,
  withProxy,
} from "./support/offline";
import { serverUrl } from "./support/servers";
import type { SiteProxy } from "./support/site-proxy";

// Issue 64, item 7 (docs/decisions/059): a member's shared guides are kept offline like saved ones; their edits and
// reactions made offline wait on the device and land on reconnect through the same routes, a conflict shown and
// kept, never dropped; a removed member's device lets go of the kept copy at its next sync. The member's page goes
// through a relay the test cuts (the site unreachable, for the page and its worker alike); the owner's does not.
// Both projects run them, at 1280 and at 390 px.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

/** The owner's browser, straight to the site, with a guide of theirs shared with the member `role`. */
async function ownerWithGuide(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: serverUrl("demo"),
    viewport,
    isMobile,
    hasTouch,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await createAccount(page.request, newUser());
  const city = await getCity(page.request, AUTHORING_CITY);
  const guide = await createGuide(page.request, {
    name: uniqueName("Kept together"),
    city,
    places: await placesOf(page.request, city),
    words: { status: "draft" },
  });
  return { context, page, guide, city };
}

/** The member signs up through the relay, joins by an invite link, and waits until the device keeps the guide. */
async function joinAndKeep(page: Page, owner: Page, proxy: SiteProxy, guide: GuideDetail, role: string) {
  const member = await signUpThrough(page, proxy);
  const invite = await owner.request.post(`/api/guides/${guide.id}/invites`, { data: { role } });
  const { token } = (await invite.json()) as { token: string };
  const joined = await page.request.post(`${proxy.url}/api/invites/${token}/accept`);
  expect(joined.ok(), `joining answered ${joined.status()}`).toBe(true);
  // Nothing pressed: a shared guide is kept like a saved one.
  await openControlled(page, `${proxy.url}${guidePath(guide)}`);
  await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
  const session = await page.request.get(`${proxy.url}/api/auth/get-session`);
  return { ...member, id: ((await session.json()) as { user: { id: string } }).user.id };
}

const firstCafe = (guide: GuideDetail) => {
  const cafe = guide.places.cafesBrunch[0];
  if (!cafe) throw new Error("The guide has no café");
  return cafe;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const thumbsUp = (page: Page, placeName: string) =>
  page.getByRole("button", { name: new RegExp(`^Thumbs up for ${escaped(placeName)}`) });

/** The button's count, after the words that name it. */
const count = (n: number) => new RegExp(`:\\s*${n}$`);

/**
 * Offline, on the edit page drawn from what the device keeps: a note for the place (and whatever `more` does),
 * saved to wait.
 */
async function editNoteOffline(
  page: Page,
  proxy: SiteProxy,
  guide: GuideDetail,
  place: string,
  note: string,
  more?: () => Promise<void>,
) {
  await page.goto(`${proxy.url}/edit-guide/${guide.id}`);
  await page.getByLabel(`Note for ${place}`).fill(note);
  await more?.();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toaster(page).getByText(OFFLINE_MESSAGES.waitingToast)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${guidePath(guide)}$`));
}

test("an editor's offline note, added place and reaction reach the owner after reconnect", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await ownerWithGuide(browser, testInfo);
  const { guide, city } = owner;
  const cafe = firstCafe(guide);
  const sight = await anotherPlace(owner.page.request, city, "placesToVisit", 3);
  try {
    await withProxy(async (proxy) => {
      const editor = await joinAndKeep(page, owner.page, proxy, guide, "editor");
      await page.goto(`${proxy.url}/saved`);
      const kept = page.getByRole("region", { name: OFFLINE_MESSAGES.onDevice }).getByRole("listitem");
      await expect(kept.filter({ hasText: guide.name })).toContainText(OFFLINE_EDIT_MESSAGES.sharedWithYou);
      await expectNoAxeViolations(page);

      await proxy.cut();
      await page.goto(`${proxy.url}${guidePath(guide)}`);
      await expect(heading(page, guide.name)).toBeVisible();
      await thumbsUp(page, cafe.name).click();
      await expect(thumbsUp(page, `${cafe.name}, ${OFFLINE_MESSAGES.waiting}`)).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const note = "Offline: the terrace opens at eight";
      // The city's places the editor offers were kept with the guide: a place is added offline too.
      await editNoteOffline(page, proxy, guide, cafe.name, note, () =>
        pickPlaces(page, "placesToVisit", city.name, [sight]),
      );
      // Shown over the kept guide until it is sent, and said to wait.
      await expect(page.getByText(note)).toBeVisible();
      // Fourth of its category, it is past the page's preview: there, if not in view.
      await expect(page.getByText(sight.name).first()).toBeAttached();
      await expect(page.getByText(OFFLINE_EDIT_MESSAGES.editWaiting)).toBeVisible();
      await expectNoAxeViolations(page);

      // The owner has the guide open meanwhile; reconnecting sends both, and their page shows them live.
      await owner.page.goto(guidePath(guide));
      await expect(heading(owner.page, guide.name)).toBeVisible();
      await expect(owner.page.getByText(note)).toBeHidden();
      await proxy.open();
      await expect(owner.page.getByText(note)).toBeVisible({ timeout: 20_000 });
      const landed = (await (await owner.page.request.get(`/api/guides/${guide.id}`)).json()) as GuideDetail;
      expect(landed.places.placesToVisit.map((place) => [place.id, place.addedBy?.username])).toContainEqual([
        sight.id,
        `@${editor.username}`,
      ]);
      await expect(thumbsUp(owner.page, cafe.name)).toHaveAccessibleName(count(1), { timeout: 10_000 });
      await expect(page.getByText(OFFLINE_EDIT_MESSAGES.editWaiting)).toBeHidden();
      // Sent: no longer said to wait.
      await expect(thumbsUp(page, cafe.name)).toHaveAccessibleName(
        new RegExp(`^Thumbs up for ${escaped(cafe.name)}:\\s*1$`),
      );
    });
  } finally {
    await owner.context.close();
  }
});

test("an offline edit that meets the owner's text is shown, kept, and sent once the editor chooses", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await ownerWithGuide(browser, testInfo);
  const { guide } = owner;
  const cafe = firstCafe(guide);
  try {
    await withProxy(async (proxy) => {
      await joinAndKeep(page, owner.page, proxy, guide, "editor");
      await proxy.cut();
      const mine = "Offline: sit upstairs";
      await editNoteOffline(page, proxy, guide, cafe.name, mine);

      // Meanwhile the owner writes another note on the same place.
      const theirs = "Owner: closed on Mondays";
      const operation = { type: "setNote", placeId: cafe.id, note: theirs, base: "" };
      const changed = await owner.page.request.post(`/api/guides/${guide.id}/operations`, {
        data: { operations: [operation] },
      });
      expect(changed.ok(), `the owner's note answered ${changed.status()}`).toBe(true);

      await proxy.open();
      await expect(toaster(page).getByText(OFFLINE_EDIT_MESSAGES.editConflict(guide.name))).toBeVisible({
        timeout: 20_000,
      });
      const notice = page.getByRole("alert").filter({ hasText: OFFLINE_EDIT_MESSAGES.editConflictNotice });
      await expect(notice).toBeVisible();
      // The guide shows the site's truth meanwhile; nothing of the editor's is lost.
      await expect(page.getByText(theirs)).toBeVisible();
      await expectNoAxeViolations(page);

      await notice.getByRole("link", { name: OFFLINE_EDIT_MESSAGES.review }).click();
      const conflicts = page.getByRole("alert").filter({ hasText: GUIDE_MEMBER_MESSAGES.editConflict });
      await expect(conflicts).toContainText(theirs);
      await expect(page.getByLabel(`Note for ${cafe.name}`)).toHaveValue(mine);
      await expectNoAxeViolations(page);
      await conflicts.getByRole("button", { name: "Keep mine" }).click();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page).toHaveURL(new RegExp(`${guidePath(guide)}$`));
      await expect(page.getByText(mine)).toBeVisible();
      await expect(notice).toBeHidden();

      await owner.page.goto(guidePath(guide));
      await expect(owner.page.getByText(mine)).toBeVisible();
    });
  } finally {
    await owner.context.close();
  }
});

test("a removed member's device drops the kept guide at its next sync", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await ownerWithGuide(browser, testInfo);
  const { guide } = owner;
  try {
    await withProxy(async (proxy) => {
      const { id: viewerId } = await joinAndKeep(page, owner.page, proxy, guide, "viewer");
      expect(await keptGuideIds(page)).toContain(guide.id);

      // Offline, the kept copy reads as before.
      await proxy.cut();
      await page.goto(`${proxy.url}/saved`);
      const onDevice = page.getByRole("region", { name: OFFLINE_MESSAGES.onDevice });
      await expect(onDevice.getByRole("link", { name: guide.name })).toBeVisible();

      // Removed meanwhile: the site refuses them at once.
      const removed = await owner.page.request.delete(`/api/guides/${guide.id}/members/${viewerId}`);
      expect(removed.status()).toBe(204);

      // Back online, the device's next sync lets the guide go: from the registry, the cache and the list.
      await proxy.open();
      await expect.poll(() => keptGuideIds(page), { timeout: 30_000 }).not.toContain(guide.id);
      await expect(onDevice.getByRole("link", { name: guide.name })).toHaveCount(0);
      const cached = await page.evaluate(
        async (id) => (await caches.match(`/api/guides/${id}`, { ignoreVary: true })) !== undefined,
        guide.id,
      );
      expect(cached).toBe(false);
      expect((await page.request.get(`${proxy.url}/api/guides/${guide.id}`)).status()).toBe(404);
    });
  } finally {
    await owner.context.close();
  }
});
