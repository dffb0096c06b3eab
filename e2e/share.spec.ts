import type { Page } from "@playwright/test";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test, toaster } from "./support/fixtures";

/** The guide and place pages, each opened with query and hash noise the shared link must leave out. */
const pages: { name: string; pathOf: (guide: Awaited<ReturnType<typeof getDemoGuide>>) => string }[] = [
  { name: "guide", pathOf: (guide) => `/guide/new-york/${guide.id}` },
  {
    name: "place",
    pathOf: (guide) => {
      const [place] = guide.places.cafesBrunch;
      if (!place) throw new Error(`${guide.name} has no café`);
      return `/place/${place.id}`;
    },
  },
];

const shareButton = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: MESSAGES.share.button });

for (const { name, pathOf } of pages) {
  test(`on the ${name} page, Share copies the page's link where the browser has no share sheet`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const path = pathOf(await getDemoGuide(request));
    await page.goto(`${path}?utm_source=newsletter#top`);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);

    await shareButton(page).click();
    await expect(toaster(page).getByText(MESSAGES.share.linkCopied)).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${path}`);
  });

  test(`on the ${name} page, Share opens the share sheet with the page's title and link`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      navigator.share = async (data?: ShareData) => {
        if (data) shared.push(data);
      };
    });
    const path = pathOf(await getDemoGuide(request));
    await page.goto(`${path}?utm_source=newsletter`);
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));

    await shareButton(page).click();
    const origin = new URL(page.url()).origin;
    const title = await page.title();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title, url: `${origin}${path}` }]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
    await expect(toaster(page).getByText(MESSAGES.share.linkCopied)).toHaveCount(0);
  });
}

test("a dismissed share sheet is not an error, and a refused clipboard says so", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { copied });
    navigator.share = () => Promise.reject(new DOMException("Share canceled", "AbortError"));
    navigator.clipboard.writeText = (text: string) => {
      copied.push(text);
      return Promise.reject(new DOMException("Denied", "NotAllowedError"));
    };
  });
  await page.goto(`/guide/new-york/${(await getDemoGuide(request)).id}`);
  await shareButton(page).click();

  await page.evaluate(() => Reflect.deleteProperty(navigator, "share"));
  await shareButton(page).click();
  await expect(toaster(page).getByText(MESSAGES.share.copyFailed)).toBeVisible();
  // Only the second click tried to copy: the dismissed sheet fell back to nothing.
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toHaveLength(1);
});
