import type { Page } from "@playwright/test";
import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import { FEED_PAGE_SIZE } from "../src/shared/limits";
import { mediaUrl, PLACEHOLDER_IMAGE_URL } from "../src/shared/media";
import { SAVE_MESSAGES } from "../src/shared/messages";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, MESSAGES, spinner, test, toaster } from "./support/fixtures";
import { openInApp } from "./support/in-app";
import { apiPath, failRequests, holdRequests, recordApiRequests } from "./support/network";
import { EXTRA_GUIDE_COUNT, extraGuideHasCover } from "./support/servers";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const card = (page: Page, guideName: string) => cards(page).filter({ hasText: guideName });

test("shows card skeletons until the guides arrive", async ({ page }) => {
  const release = await holdRequests(page, apiPath("/guides"));
  await openInApp(page, "/");
  await expect(spinner(page, "Loading guides")).toBeVisible();
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(spinner(page, "Loading guides")).toHaveCount(0);
});

test("the app's scripts and styles arrive brotli-compressed, as the build wrote them", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname))
      encodings.set(pathname, response.headers()["content-encoding"]);
  });
  await page.goto("/");
  await expect(cards(page).first()).toBeVisible();
  expect(encodings.size).toBeGreaterThan(3);
  expect([...encodings].filter(([, encoding]) => encoding !== "br")).toEqual([]);
});

test("each card shows the creator, location, name and a 5:4 cover", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto("/");
  const demo = card(page, guide.name);
  await expect(demo.getByRole("link", { name: guide.creator.username })).toBeVisible();
  await expect(demo.getByRole("heading", { name: guide.location })).toBeVisible();
  await expect(demo.getByText(guide.name)).toBeVisible();
  const cover = demo.getByRole("img", { name: `Cover of ${guide.name}` });
  if (!guide.coverImage) throw new Error(`${guide.name} has no cover`);
  await expect(cover).toHaveAttribute("src", mediaUrl(guide.coverImage, "card"));
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await cover.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(5 / 4, 1);
});

test("a guide without a cover shows the placeholder image", async ({ page }) => {
  const number = Array.from({ length: EXTRA_GUIDE_COUNT }, (_, index) => index + 1).find(
    (candidate) => !extraGuideHasCover(candidate),
  );
  await page.goto("/");
  const withoutCover = cards(page).filter({ hasText: new RegExp(`Weekend in [\\w ]+ #${number}\\b`) });
  const cover = withoutCover.getByRole("img", { name: /^Cover of/ });
  // Other specs publish guides on the same server meanwhile: the seeded one may have moved to a later page.
  await expect(async () => {
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(withoutCover).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(cover).toHaveAttribute("src", PLACEHOLDER_IMAGE_URL);
});

test("scrolling to the end loads the next page of guides", async ({ page }) => {
  const total = DEMO_PROFILES.length + EXTRA_GUIDE_COUNT;
  // Only the seeded guides (all by demo profiles) are counted: specs that create guides may add theirs meanwhile.
  const byDemoProfile = new RegExp(`@(${DEMO_PROFILES.map((profile) => profile.username).join("|")})\\b`);
  const seeded = cards(page).filter({ has: page.getByRole("link", { name: byDemoProfile }) });
  await page.goto("/");
  await expect(cards(page)).toHaveCount(FEED_PAGE_SIZE);
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(seeded).toHaveCount(total);
  // Newest first: the oldest test guide comes last.
  await expect(cards(page).last()).toContainText(`#${EXTRA_GUIDE_COUNT}`);
});

test.describe("when the guides cannot be loaded", { tag: "@desktop-only" }, () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("shows the 'Failed to load guides' toast", async ({ page }) => {
    await failRequests(page, apiPath("/guides"));
    await openInApp(page, "/");
    await expect(toaster(page).getByText(MESSAGES.home.loadFailed)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("a next page that fails offers 'Try Again' instead of asking again and again", async ({ page }) => {
    let nextPageCalls = 0;
    const nextPage = (url: URL) => url.pathname === "/api/guides" && url.searchParams.has("cursor");
    await page.route(nextPage, (route) => {
      nextPageCalls++;
      return route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "Down" } } });
    });
    await page.goto("/");
    await expect(cards(page)).toHaveCount(FEED_PAGE_SIZE);
    await cards(page).last().scrollIntoViewIfNeeded();
    const retry = page.getByRole("main").getByRole("button", { name: MESSAGES.cityGuides.tryAgain });
    await expect(retry).toBeVisible();
    // One attempt and the client's two retries, then it waits for the reader.
    const calls = nextPageCalls;
    expect(calls).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1500);
    expect(nextPageCalls).toBe(calls);

    await page.unroute(nextPage);
    await retry.click();
    await expect(cards(page).nth(FEED_PAGE_SIZE)).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});

test("saving a guide without an account asks to sign in", { tag: "@desktop-only" }, async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  await page.goto("/");
  await card(page, guide.name)
    .getByRole("button", { name: `Save ${guide.name}` })
    .click();
  await expect(toaster(page).getByText(SAVE_MESSAGES.signInToSaveGuides)).toBeVisible();
  await expect(page).toHaveURL("/");
  await toaster(page).getByRole("button", { name: SAVE_MESSAGES.signIn }).click();
  await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(`/?then=save-guide.${guide.id}`)}`);
});

test("clicking a card opens its guide", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto("/");
  await card(page, guide.name)
    .getByRole("img", { name: `Cover of ${guide.name}` })
    .click();
  await expect(page).toHaveURL(`/guide/new-york/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
});

test("clicking the creator opens their profile, not the guide", async ({ page, request }) => {
  const guide = await getDemoGuide(request);
  await page.goto("/");
  await card(page, guide.name).getByRole("link", { name: guide.creator.username }).click();
  await expect(page).toHaveURL(`/profile/${guide.creator.username.replace(/^@/, "")}`);
});

test("loading Home in the app costs two API requests, side by side: the newest guides and Popular this week", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const requests = recordApiRequests(page);
  await openInApp(page, "/");
  await expect(cards(page)).toHaveCount(FEED_PAGE_SIZE);
  await page.waitForLoadState("networkidle");
  expect([...requests].sort()).toEqual(["/api/guides", "/api/guides/popular"]);
});
