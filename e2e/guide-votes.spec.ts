import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { CATEGORIES } from "../src/shared/categories";
import { GUIDE_VOTE_MESSAGES, PROFILE_WITH_OTHERS_MESSAGES } from "../src/shared/guide-members";
import type { GuideDetail } from "../src/shared/schemas";
import { createAccount, newUser, signedInUser, type TestUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { serverUrl } from "./support/servers";

// A draft's page is drawn on the server as for a visitor (404) before the app, with the member's session, shows it.
test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

const origin = { origin: serverUrl("demo") };
const cafesTitle = CATEGORIES.cafesBrunch.title;

/** Another person's browser at the same size; signed in as `user` when one is given. */
async function otherBrowser(browser: Browser, testInfo: TestInfo, user?: TestUser) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: serverUrl("demo"),
    viewport,
    isMobile,
    hasTouch,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (user) await createAccount(page.request, user);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === "running");
}

/** axe on one part of the page: a dialog alone, as the page behind its overlay is dimmed on purpose. */
async function expectNoAxeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function join(page: Page, owner: Page, guideId: string, role: "editor" | "viewer") {
  const made = await owner.request.post(`/api/guides/${guideId}/invites`, {
    headers: origin,
    data: { role },
  });
  const { token } = (await made.json()) as { token: string };
  expect((await page.request.post(`/api/invites/${token}/accept`, { headers: origin })).ok()).toBe(true);
}

async function react(page: Page, guideId: string, placeId: string, kind: "up" | "down") {
  const answer = await page.request.put(`/api/guides/${guideId}/places/${placeId}/reaction`, {
    headers: origin,
    data: { kind },
  });
  expect(answer.status()).toBe(204);
}

/** The cafés the guide page lists, top to bottom (the first three show), each with its number in the guide. */
async function expectCafes(page: Page, expected: Array<[number, { name: string }]>) {
  const rows = page
    .getByRole("region", { name: cafesTitle })
    .locator(":scope > ul > li:visible a[data-number]");
  await expect(rows).toHaveCount(expected.length);
  for (const [index, [number, place]] of expected.entries()) {
    await expect(rows.nth(index)).toHaveAttribute("data-number", String(number));
    await expect(rows.nth(index)).toContainText(place.name);
  }
}

const guidePathOf = (guide: GuideDetail) => `/guide/${guide.location.toLowerCase()}/${guide.id}`;

test("the owner shows the counts to everyone, a category sorts by most liked, and the voted-down places go", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  // Four cafés: a published guide keeps at least three a category once one is removed.
  const guide = await createGuide(page.request, {
    name: uniqueName("Voted on"),
    city,
    places: await placesOf(page.request, city, 4),
  });
  const [first, second, third, fourth] = guide.places.cafesBrunch;
  if (!first || !second || !third || !fourth) throw new Error("The guide has not four cafés");
  const editor = await otherBrowser(browser, testInfo, newUser());
  const viewer = await otherBrowser(browser, testInfo, newUser());
  await join(editor.page, page, guide.id, "editor");
  await join(viewer.page, page, guide.id, "viewer");
  // The third café is liked by both, the second by one, the first voted down by both; nobody reacts to the fourth.
  for (const member of [editor.page, viewer.page]) {
    await react(member, guide.id, third.id, "up");
    await react(member, guide.id, first.id, "down");
  }
  await react(editor.page, guide.id, second.id, "up");

  // A visitor sees no counts and no sort while the owner keeps them to members.
  const visitor = await otherBrowser(browser, testInfo);
  await open(visitor.page, guidePathOf(guide));
  await expect(visitor.page.getByRole("heading", { name: guide.name, level: 1 })).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: `Sort ${cafesTitle} by most liked` })).toHaveCount(0);
  await expect(visitor.page.getByText("Thumbs up:")).toHaveCount(0);

  // The owner sorts the cafés by most liked: each keeps its number in the guide.
  await open(page, guidePathOf(guide));
  await expectCafes(page, [
    [1, first],
    [2, second],
    [3, third],
  ]);
  const sort = page.getByRole("button", { name: `Sort ${cafesTitle} by most liked` });
  await sort.click();
  await expect(sort).toHaveAttribute("aria-pressed", "true");
  await expectCafes(page, [
    [3, third],
    [2, second],
    [4, fourth],
  ]);
  await sort.click();
  await expectCafes(page, [
    [1, first],
    [2, second],
    [3, third],
  ]);

  // The owner shows the counts to everyone, in Share with people.
  await page.getByRole("button", { name: "Share with people" }).click();
  const dialog = page.getByRole("dialog", { name: `Share ${guide.name}` });
  const counts = dialog.getByRole("switch", { name: GUIDE_VOTE_MESSAGES.showCounts });
  await expect(counts).not.toBeChecked();
  await counts.check();
  await expect(toaster(page).getByText(GUIDE_VOTE_MESSAGES.countsShown)).toBeVisible();
  await expect(counts).toBeChecked();
  await expectNoAxeViolationsIn(page, '[role="dialog"]');
  await page.screenshot({ path: testInfo.outputPath("share-dialog-counts.png") });
  await page.keyboard.press("Escape");

  // Now the visitor sees the counts alone, and may sort by them too.
  await open(visitor.page, guidePathOf(guide));
  const cafes = visitor.page.getByRole("region", { name: cafesTitle });
  await expect(cafes.getByText("Thumbs up: 2")).toBeVisible();
  await expect(cafes.getByRole("button", { name: /^Thumbs up for/ })).toHaveCount(0);
  await visitor.page.getByRole("button", { name: `Sort ${cafesTitle} by most liked` }).click();
  await expectCafes(visitor.page, [
    [3, third],
    [2, second],
    [4, fourth],
  ]);
  await expectNoAxeViolations(visitor.page);

  // The owner removes the voted-down café in one step, after a dialog that names it.
  await expect(page.getByText(GUIDE_VOTE_MESSAGES.votedDownNote(1))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: GUIDE_VOTE_MESSAGES.removeVotedDown }).click();
  const confirm = page.getByRole("alertdialog", { name: GUIDE_VOTE_MESSAGES.removeTitle(1) });
  await expect(confirm.getByRole("listitem")).toHaveText([first.name]);
  await expectNoAxeViolationsIn(page, '[role="alertdialog"]');
  await page.screenshot({ path: testInfo.outputPath("remove-voted-down.png") });
  await confirm.getByRole("button", { name: GUIDE_VOTE_MESSAGES.removeConfirm }).click();
  await expect(toaster(page).getByText(GUIDE_VOTE_MESSAGES.removed(1))).toBeVisible();
  await expect(page.getByText(GUIDE_VOTE_MESSAGES.votedDownNote(1))).toHaveCount(0);
  await expectCafes(page, [
    [1, second],
    [2, third],
    [3, fourth],
  ]);
  const stored = (await (await page.request.get(`/api/guides/${guide.id}`)).json()) as GuideDetail;
  expect(stored.places.cafesBrunch.map((place) => place.id)).toEqual([second.id, third.id, fourth.id]);

  // An editor is never offered the removal.
  await open(editor.page, guidePathOf(guide));
  await expect(editor.page.getByRole("button", { name: `Sort ${cafesTitle} by most liked` })).toBeVisible();
  await expect(editor.page.getByRole("button", { name: GUIDE_VOTE_MESSAGES.removeVotedDown })).toHaveCount(0);

  for (const other of [editor, viewer, visitor]) await other.context.close();
  await page.request.delete(`/api/guides/${guide.id}`, { headers: origin });
});

test("a profile lists the guides made with others, a draft only to those who may see it", async ({
  page,
  browser,
}, testInfo) => {
  const member = await signedInUser(page);
  const owner = await otherBrowser(browser, testInfo, newUser());
  const city = await getCity(owner.page.request, AUTHORING_CITY);
  const places = await placesOf(owner.page.request, city);
  const published = await createGuide(owner.page.request, { name: uniqueName("Shared out"), city, places });
  const draft = await createGuide(owner.page.request, {
    name: uniqueName("Shared draft"),
    city,
    places,
    words: { status: "draft" },
  });
  await join(page, owner.page, draft.id, "editor");
  const invited = await owner.page.request.post(`/api/guides/${published.id}/invites/users`, {
    headers: origin,
    data: { username: member.username, role: "viewer" },
  });
  expect(invited.ok()).toBe(true);

  // The member accepts the other from their profile, and finds both there, the draft marked.
  await open(page, "/profile");
  const together = page.getByRole("region", { name: PROFILE_WITH_OTHERS_MESSAGES.heading });
  await expect(together.getByRole("link", { name: new RegExp(draft.name) })).toBeVisible();
  await expect(together.getByRole("link", { name: new RegExp(published.name) })).toHaveCount(0);
  await page
    .getByRole("region", { name: "Invitations" })
    .getByRole("button", { name: `Accept the invitation to ${published.name}` })
    .click();
  await expect(page.getByRole("heading", { name: published.name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(together.getByText(PROFILE_WITH_OTHERS_MESSAGES.text(true, member.firstName))).toBeVisible();
  await expect(together.getByRole("link", { name: new RegExp(draft.name) })).toBeVisible();
  await expect(together.getByRole("link", { name: new RegExp(published.name) })).toBeVisible();
  await expect(together.getByText(PROFILE_WITH_OTHERS_MESSAGES.draftMark, { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("profile-with-others.png"), fullPage: true });

  // A visitor sees the published one alone.
  const visitor = await otherBrowser(browser, testInfo);
  await open(visitor.page, `/profile/${member.username}`);
  const seen = visitor.page.getByRole("region", { name: PROFILE_WITH_OTHERS_MESSAGES.heading });
  await expect(seen.getByText(PROFILE_WITH_OTHERS_MESSAGES.text(false, member.firstName))).toBeVisible();
  await expect(seen.getByRole("link", { name: new RegExp(published.name) })).toBeVisible();
  await expect(seen.getByRole("link", { name: new RegExp(draft.name) })).toHaveCount(0);
  await expectNoAxeViolations(visitor.page);

  // The draft's owner sees it there too, and opens it from there.
  await open(owner.page, `/profile/${member.username}`);
  const ownerSees = owner.page.getByRole("region", { name: PROFILE_WITH_OTHERS_MESSAGES.heading });
  await ownerSees.getByRole("link", { name: new RegExp(draft.name) }).click();
  await expect(owner.page.getByRole("heading", { name: draft.name, level: 1 })).toBeVisible();

  for (const other of [owner, visitor]) await other.context.close();
});
