import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { createAccount, newUser, signedInUser, type TestUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { mailsTo } from "./support/mail";
import { serverUrl } from "./support/servers";

/**
 * The notification settings (docs/decisions/067) as a member uses them, at 1280 and at 390 px: email turned off
 * for a kind of notification is not mailed, and a mail's unsubscribe link works without signing in. The demo
 * server sends a notification's digest within a second and logs its mail to a file (servers.ts).
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.use.viewport?.width}.png`) });
}

/** A creator, signed in in a browser context of their own, with a guide to invite people to. */
async function creatorWithGuide(browser: Browser) {
  const context = await browser.newContext({ baseURL: serverUrl("demo") });
  const creator = newUser();
  await createAccount(context.request, creator);
  const city = await getCity(context.request, AUTHORING_CITY);
  const guide = await createGuide(context.request, {
    name: uniqueName("Mailed guide"),
    city,
    places: await placesOf(context.request, city),
  });
  return { context, creator, guide };
}

const origin = { origin: serverUrl("demo") };

async function invite(request: APIRequestContext, guideId: string, reader: TestUser) {
  const answer = await request.post(`/api/guides/${guideId}/invites/users`, {
    headers: origin,
    data: { username: reader.username, role: "viewer" },
  });
  expect(answer.ok(), `invite answered ${answer.status()}`).toBe(true);
}

async function follow(request: APIRequestContext, reader: TestUser) {
  const answer = await request.put(`/api/profiles/${reader.username}/follow`, { headers: origin });
  expect(answer.ok(), `follow answered ${answer.status()}`).toBe(true);
}

const mailTexts = async (email: string) => (await mailsTo(email)).map((mail) => mail.text).join("\n");

test("the settings turn email off for a kind of notification, and the next one is not mailed", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const reader = await signedInUser(page);
  await page.goto("/profile/edit");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page.getByRole("heading", { name: "Notification settings", level: 1 })).toBeVisible();
  await expect(
    page.getByText("On iPhone and iPad, push works for Cityguides added to the Home Screen"),
  ).toBeVisible();

  const invitationsByEmail = page.getByRole("checkbox", { name: "An invitation to a guide: Email" });
  const followersByEmail = page.getByRole("checkbox", { name: "Someone followed you: Email" });
  await expect(invitationsByEmail).toBeChecked();
  await expect(followersByEmail).not.toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, "notification-settings");

  await invitationsByEmail.click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await expect(invitationsByEmail).not.toBeChecked();
  // The keyboard reaches every switch: followers' email goes on with Space.
  await followersByEmail.focus();
  await page.keyboard.press("Space");
  await expect(followersByEmail).toBeChecked();
  await page.reload();
  await expect(invitationsByEmail).not.toBeChecked();
  await expect(followersByEmail).toBeChecked();

  const { context, guide } = await creatorWithGuide(browser);
  try {
    // The invitation comes first; the follow, whose email is on, proves the digests went out after it.
    await invite(context.request, guide.id, reader);
    await follow(context.request, reader);
    await expect.poll(() => mailTexts(reader.email), { timeout: 15_000 }).toContain("started following you");
    expect(await mailTexts(reader.email)).not.toContain("invited you");
  } finally {
    await context.close();
  }
});

test("a mail's unsubscribe link works without signing in", async ({ page, browser }, testInfo) => {
  test.slow();
  const reader = await signedInUser(page);
  const { context, guide } = await creatorWithGuide(browser);
  let link = "";
  try {
    await invite(context.request, guide.id, reader);
    await expect.poll(() => mailTexts(reader.email), { timeout: 15_000 }).toContain("invited you");
    const [digest] = await mailsTo(reader.email);
    expect(digest?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    link = /Stop all emails from Cityguides: (\S+)/.exec(digest?.text ?? "")?.[1] ?? "";
    expect(digest?.headers?.["List-Unsubscribe"]).toBe(`<${link}>`);
  } finally {
    await context.close();
  }

  // Opened from the mail in a browser where nobody is signed in.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const stranger = await browser.newContext({ viewport, isMobile, hasTouch });
  try {
    const mailPage = await stranger.newPage();
    await mailPage.goto(link);
    await expect(mailPage.getByText("Stop emails about anything on Cityguides?")).toBeVisible();
    await expectNoAxeViolations(mailPage);
    await shot(mailPage, testInfo, "unsubscribe");
    await mailPage.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(mailPage.getByRole("status")).toHaveText(
      "You will no longer get emails about anything on Cityguides.",
    );
  } finally {
    await stranger.close();
  }

  await page.goto("/notifications/settings");
  for (const topic of ["An invitation to a guide", "A moderator unpublished your guide"])
    await expect(page.getByRole("checkbox", { name: `${topic}: Email` })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "An invitation to a guide: Push" })).toBeChecked();
});
