import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { createAccount, newUser, signedInUser, signUpWithForm } from "./support/accounts";
import { expect, FAILED_RESOURCE, MESSAGES, test } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { serverUrl } from "./support/servers";

// A draft's page is drawn on the server as for a visitor (404) before the app, with the member's session, shows it.
test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

/** The new screens at each size, kept with the run's results for a person to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.use.viewport?.width}.png`) });
}

/** Another person's browser at the same size; its pages wait for the app as the fixture's do. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: serverUrl("demo"),
    viewport,
    isMobile,
    hasTouch,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  return { context, page };
}

/** axe on one part of the page: a dialog alone, as the page behind its overlay is dimmed on purpose. */
async function expectNoAxeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const appRunning = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === "running");

async function open(page: Page, path: string) {
  await page.goto(path);
  await appRunning(page);
}

const thumbsUp = (page: Page, placeName: string) =>
  page.getByRole("button", { name: `Thumbs up for ${placeName}:` });

test("an owner invites an editor by link, both react, a viewer cannot edit and is removed", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  const guide = await createGuide(page.request, {
    name: uniqueName("Made together"),
    city,
    places: await placesOf(page.request, city),
    words: { status: "draft" },
  });
  const [place] = guide.places.cafesBrunch;
  if (!place) throw new Error("The guide has no café");
  const guidePath = new URL(`/guide/${city.name.toLowerCase()}/${guide.id}`, serverUrl("demo")).pathname;

  // The owner makes an editor's link in the Share dialog.
  await open(page, guidePath);
  await page.getByRole("button", { name: "Share with people" }).click();
  const dialog = page.getByRole("dialog", { name: `Share ${guide.name}` });
  await dialog.getByLabel("Role", { exact: true }).selectOption("editor");
  await dialog.getByRole("button", { name: "Make invite link" }).click();
  const linkField = dialog.getByLabel("Invite link to copy");
  await expect(linkField).toHaveValue(/\/invite\/cgi_/);
  const link = await linkField.inputValue();
  await expect(dialog.getByText(/^Link · editor/)).toBeVisible();
  await expectNoAxeViolationsIn(page, '[role="dialog"]');
  await shot(page, testInfo, "share-dialog");
  await page.keyboard.press("Escape");

  // Someone without an account opens it, signs up and comes back to join.
  const editor = await otherBrowser(browser, testInfo);
  const editorUser = newUser();
  await open(editor.page, new URL(link).pathname);
  await expect(editor.page.getByRole("heading", { name: `Join ${guide.name}` })).toBeVisible();
  await expect(editor.page.getByText("as an editor")).toBeVisible();
  await expectNoAxeViolations(editor.page);
  await shot(editor.page, testInfo, "invite-page");
  await editor.page.getByRole("link", { name: "Sign up", exact: true }).click();
  await signUpWithForm(editor.page, editorUser);
  await expect(editor.page).toHaveURL(new URL(link).pathname);
  await editor.page.getByRole("button", { name: "Join guide" }).click();
  await expect(editor.page).toHaveURL(guidePath);
  await expect(editor.page.getByRole("heading", { name: guide.name, level: 1 })).toBeVisible();
  await expect(editor.page.getByRole("link", { name: MESSAGES.guide.edit })).toBeVisible();
  await expect(editor.page.getByText("Draft: only its members can see it")).toBeVisible();

  // Both say 👍 to the first café.
  await thumbsUp(editor.page, place.name).click();
  await expect(thumbsUp(editor.page, place.name)).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await appRunning(page);
  await expect(
    page
      .getByRole("list", { name: "Made by" })
      .getByRole("img", { name: `@${editorUser.username} (editor)` }),
  ).toBeVisible();
  await expect(thumbsUp(page, place.name)).toHaveText(/1$/);
  await thumbsUp(page, place.name).click();
  await expect(thumbsUp(page, place.name)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbsUp(page, place.name)).toHaveText(/2$/);
  await editor.page.reload();
  await appRunning(editor.page);
  await expect(thumbsUp(editor.page, place.name)).toHaveText(/2$/);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "guide-with-members");

  // The editor saves the guide: it stays a draft in its city, both the owner's to change.
  await editor.page.getByRole("link", { name: MESSAGES.guide.edit }).click();
  await expect(editor.page.getByRole("heading", { name: `Edit Guide: ${guide.name}` })).toBeVisible();
  await expect(editor.page.getByLabel("Location")).toBeDisabled();
  await expect(editor.page.getByRole("button", { name: "Publish guide" })).toHaveCount(0);
  await editor.page.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.page).toHaveURL(guidePath);

  // A viewer, signed in already, joins by a viewer's link and sees no Edit.
  const made = await page.request.post(`/api/guides/${guide.id}/invites`, {
    headers: { origin: serverUrl("demo") },
    data: { role: "viewer" },
  });
  expect(made.ok()).toBe(true);
  const { token } = (await made.json()) as { token: string };
  const viewer = await otherBrowser(browser, testInfo);
  const viewerUser = newUser();
  await createAccount(viewer.page.request, viewerUser);
  await open(viewer.page, `/invite/${token}`);
  await viewer.page.getByRole("button", { name: "Join guide" }).click();
  await expect(viewer.page).toHaveURL(guidePath);
  await expect(thumbsUp(viewer.page, place.name)).toBeVisible();
  await expect(viewer.page.getByRole("link", { name: MESSAGES.guide.edit })).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "Leave guide" })).toBeVisible();

  // The owner removes the viewer.
  await page.reload();
  await appRunning(page);
  await page.getByRole("button", { name: "Share with people" }).click();
  await dialog.getByRole("button", { name: `Remove @${viewerUser.username}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByText(`@${viewerUser.username}`, { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: `Remove @${editorUser.username}` })).toBeVisible();

  await editor.context.close();
  await viewer.context.close();
  await page.request.delete(`/api/guides/${guide.id}`, { headers: { origin: serverUrl("demo") } });
});

test("members comment on a place; the author edits theirs, the owner deletes it @desktop-only", async ({
  page,
  browser,
}, testInfo) => {
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  const guide = await createGuide(page.request, {
    name: uniqueName("Talked over"),
    city,
    places: await placesOf(page.request, city),
  });
  const [place] = guide.places.cafesBrunch;
  if (!place) throw new Error("The guide has no café");
  const guidePath = new URL(`/guide/${city.name.toLowerCase()}/${guide.id}`, serverUrl("demo")).pathname;
  const origin = { origin: serverUrl("demo") };
  const made = await page.request.post(`/api/guides/${guide.id}/invites`, {
    headers: origin,
    data: { role: "editor" },
  });
  const { token } = (await made.json()) as { token: string };
  const editor = await otherBrowser(browser, testInfo);
  await createAccount(editor.page.request, newUser());
  expect((await editor.page.request.post(`/api/invites/${token}/accept`, { headers: origin })).ok()).toBe(
    true,
  );

  await open(editor.page, guidePath);
  await editor.page.getByRole("button", { name: `Comments (0) on ${place.name}` }).click();
  const comments = editor.page.getByRole("dialog", { name: `Comments on ${place.name}` });
  await comments.getByLabel("Your comment").fill("Go early, it fills up");
  await comments.getByRole("button", { name: "Add comment" }).click();
  await expect(comments.getByText("Go early, it fills up")).toBeVisible();
  await comments.getByRole("button", { name: "Edit your comment" }).click();
  await comments.getByLabel("Change your comment").fill("Go before nine");
  await comments.getByRole("button", { name: "Save", exact: true }).click();
  await expect(comments.getByText("Go before nine")).toBeVisible();
  await expect(comments.getByText(/· edited/)).toBeVisible();
  await expectNoAxeViolationsIn(editor.page, '[role="dialog"]');

  await open(page, guidePath);
  await page.getByRole("button", { name: `Comments (1) on ${place.name}` }).click();
  const ownerView = page.getByRole("dialog", { name: `Comments on ${place.name}` });
  await expect(ownerView.getByText("Go before nine")).toBeVisible();
  await expect(ownerView.getByRole("button", { name: "Edit your comment" })).toHaveCount(0);
  await ownerView.getByRole("button", { name: /^Delete the comment by/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(ownerView.getByText("No comments yet.")).toBeVisible();

  await editor.context.close();
  await page.request.delete(`/api/guides/${guide.id}`, { headers: origin });
});

test("an owner invites someone by username, who accepts from their profile", async ({
  page,
  browser,
}, testInfo) => {
  await signedInUser(page);
  const city = await getCity(page.request, AUTHORING_CITY);
  const guide = await createGuide(page.request, {
    name: uniqueName("Asked by name"),
    city,
    places: await placesOf(page.request, city),
  });
  const invited = await otherBrowser(browser, testInfo);
  const invitedUser = newUser();
  await createAccount(invited.page.request, invitedUser);

  await open(page, new URL(`/guide/${city.name.toLowerCase()}/${guide.id}`, serverUrl("demo")).pathname);
  await page.getByRole("button", { name: "Share with people" }).click();
  const dialog = page.getByRole("dialog", { name: `Share ${guide.name}` });
  await dialog.getByRole("textbox", { name: "Username" }).fill(`@${invitedUser.username}`);
  await dialog.getByLabel("Their role").selectOption("viewer");
  await dialog.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(dialog.getByText(new RegExp(`^@${invitedUser.username} · viewer`))).toBeVisible();

  await open(invited.page, "/profile");
  const invitations = invited.page.getByRole("region", { name: "Invitations" });
  await expect(invitations.getByText(guide.name, { exact: true })).toBeVisible();
  await expectNoAxeViolationsIn(invited.page, "main");
  await shot(invited.page, testInfo, "invitations");
  await invitations.getByRole("button", { name: `Accept the invitation to ${guide.name}` }).click();
  await expect(invited.page.getByRole("heading", { name: guide.name, level: 1 })).toBeVisible();
  await expect(invited.page.getByRole("button", { name: "Leave guide" })).toBeVisible();

  await invited.context.close();
  await page.request.delete(`/api/guides/${guide.id}`, { headers: { origin: serverUrl("demo") } });
});

test.describe("a link that is no more", () => {
  test("an invite link that was revoked says so", async ({ page }) => {
    await open(page, "/invite/cgi_notalinkanyonemade000000000000");
    await expect(page.getByText("This invite has expired or was revoked")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
