import { createAccount, newUser, signedInUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/layout";
import { serverUrl } from "./support/servers";

/**
 * Following a person and a city, seeing who follows whom, removing a follower and blocking (docs/decisions/063),
 * as people do it: from a profile, its lists and a city's page. Both projects run it, at 1280 and at 390 px.
 */
test("a member follows a creator, sees it in both lists, is removed as a follower, and blocks", async ({
  page,
  browser,
}, testInfo) => {
  // Two people, each in a browser of their own, take turns: more steps than one test's usual minute.
  test.slow();
  const creator = newUser();
  await signedInUser(page);
  const reader = await page.request
    .get("/api/me")
    .then((answer) => answer.json() as Promise<{ username: string }>);

  // The creator exists, signed in elsewhere (the page's own context stays the reader's).
  const other = await browser.newContext({ baseURL: serverUrl("demo") });
  try {
    await createAccount(other.request, creator);

    await page.goto(`/profile/${creator.username}`);
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await expect(page.getByRole("button", { name: "0 followers" })).toBeVisible();
    await follow.click();
    await expect(page.getByRole("button", { name: "Following", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "1 follower" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`profile-follows-${testInfo.project.use.viewport?.width}.png`),
    });

    await page.getByRole("button", { name: "1 follower" }).click();
    const followers = page.getByRole("dialog", { name: "Followers" });
    await expect(followers.getByRole("link", { name: new RegExp(`@${reader.username}`) })).toBeVisible();
    await page.keyboard.press("Escape");

    // The creator removes the reader from their followers, on their own profile.
    const creatorPage = await other.newPage();
    await creatorPage.goto("/profile");
    await creatorPage.getByRole("button", { name: "1 follower" }).click();
    const list = creatorPage.getByRole("dialog", { name: "Followers" });
    await list.getByRole("button", { name: `Remove @${reader.username}` }).click();
    await expect(creatorPage.getByText(`@${reader.username} no longer follows you`)).toBeVisible();
    await expect(list.getByText("No followers yet.")).toBeVisible();
    await creatorPage.keyboard.press("Escape");
    await expect(creatorPage.getByRole("button", { name: "0 followers" })).toBeVisible();

    // The reader blocks the creator: asked first, then Unblock stands where Block was and Follow is gone.
    await page.reload();
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Block", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Block @${creator.username}?` });
    await confirm.getByRole("button", { name: "Block" }).click();
    await expect(page.getByRole("button", { name: "Unblock" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeHidden();

    // The creator reads the reader's profile as a visitor does: the counts, no Follow or Block.
    await creatorPage.goto(`/profile/${reader.username}`);
    await expect(creatorPage.getByRole("button", { name: "0 followers" })).toBeVisible();
    await expect(creatorPage.getByRole("button", { name: "Follow", exact: true })).toBeHidden();
    await expect(creatorPage.getByRole("button", { name: "Block", exact: true })).toBeHidden();
  } finally {
    await other.close();
  }
});

test("a member follows a city from its page, and a visitor is led to sign in", async ({
  page,
  browser,
}, testInfo) => {
  await signedInUser(page);
  await page.goto("/city/prague");
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await expect(page.getByText(/^\d+ followers?$/)).toBeVisible();
  await follow.click();
  const following = page.getByRole("button", { name: "Following", exact: true });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`city-follow-${testInfo.project.use.viewport?.width}.png`),
  });
  expect(await (await page.request.get("/api/me/followed-cities")).json()).toEqual({
    items: [{ slug: "prague", name: "Prague" }],
  });
  await following.click();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  const visitor = await browser.newContext({ baseURL: serverUrl("demo") });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/city/prague");
    await visitorPage.getByRole("link", { name: "Follow", exact: true }).click();
    await expect(visitorPage).toHaveURL(/\/signin\?redirect=%2Fcity%2Fprague$/);
  } finally {
    await visitor.close();
  }
});

test("a member follows a guide's creator from the guide's header @desktop-only", async ({ page }) => {
  await signedInUser(page);
  const feed = (await (await page.request.get("/api/guides")).json()) as {
    items: { id: string; location: string; creator: { username: string } }[];
  };
  const guide = feed.items[0];
  if (!guide) throw new Error("No guide in the feed");
  await page.goto(`/guide/${guide.location.toLowerCase().replace(/\s+/g, "-")}/${guide.id}`);
  // The feed names people as the page does, with their '@'.
  const creator = guide.creator.username.replace(/^@/, "");
  await page.getByRole("button", { name: `Follow @${creator}` }).click();
  await expect(page.getByRole("button", { name: `Following @${creator}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const follows = await (await page.request.get(`/api/profiles/${creator}/follows`)).json();
  expect(follows.viewer.follows).toBe(true);
});
