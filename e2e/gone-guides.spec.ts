import type { Browser, TestInfo } from "@playwright/test";
import { MESSAGES, SAVE_MESSAGES } from "../src/shared/messages";
import { PAGE_TITLES } from "../src/shared/page-titles";
import { createAccount, newUser } from "./support/accounts";
import { createCity, createGuide, createGuidePlaces, signInAsAdmin } from "./support/admin";
import { expect, test, toastText } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// docs/product.md §4 Gone guides: a guide an admin unpublished keeps its address, which says so.

const REASON = "Copied from a travel magazine";

/** A browser context of its own at the test's size, optionally without scripts (the page as the server drew it). */
async function newContext(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL: serverUrl("admin"), viewport, isMobile, hasTouch, javaScriptEnabled });
}

test.describe("a guide that is no longer available", () => {
  test.use({ baseURL: serverUrl("admin") });

  test("an unpublished guide's address says so to a visitor and to a member who saved it, who sees it marked in Saved", async ({
    page,
    browser,
  }, testInfo) => {
    await signInAsAdmin(page, "admin");
    const city = await createCity(page.request);
    const places = await createGuidePlaces(page.request, city, city.suffix);
    const creator = await newContext(browser, testInfo);
    await createAccount(creator.request, newUser(), "admin");
    const gone = await createGuide(creator.request, {
      name: `Copied tour ${city.suffix}`,
      cityId: city.id,
      places,
    });
    const other = await createGuide(creator.request, {
      name: `Own tour ${city.suffix}`,
      cityId: city.id,
      places,
    });

    const reader = await newContext(browser, testInfo);
    await createAccount(reader.request, newUser(), "admin");
    const save = await reader.request.put(`/api/me/saved-guides/${gone.id}`, {
      headers: { origin: serverUrl("admin") },
    });
    expect(save.ok()).toBe(true);
    const unpublish = await page.request.post(`/api/guides/${gone.id}/unpublish`, {
      data: { reason: REASON },
    });
    expect(unpublish.status()).toBe(204);
    const address = `/guide/${city.slug}/${gone.id}`;

    // A visitor: the page drawn on the server says it, before and without any script.
    const bare = await newContext(browser, testInfo, false);
    const drawn = await bare.newPage();
    const answer = await drawn.goto(address);
    expect(answer?.status()).toBe(410);
    await expect(drawn.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.guide.goneTitle);
    await expect(drawn.getByText(MESSAGES.guide.goneUnpublished)).toBeVisible();
    await expect(drawn.getByRole("link", { name: other.name })).toBeVisible();
    await expect(drawn.getByText(REASON)).toHaveCount(0);
    await expect(drawn.getByText(gone.name)).toHaveCount(0);
    await bare.close();

    // The same visitor with the app running: the page stays, with the city's other guides and search.
    const visitor = await (await newContext(browser, testInfo)).newPage();
    await visitor.goto(address);
    await expect(visitor).toHaveTitle(PAGE_TITLES.goneGuide);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.guide.goneTitle);
    await expect(visitor.getByRole("link", { name: MESSAGES.guide.goneOthers(city.name) })).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("link", { name: other.name }).first()).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("combobox")).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`${address}$`));
    await visitor.context().close();

    // The member who had saved it: the same page, and the guide marked in Saved until they remove it.
    const member = await reader.newPage();
    await member.goto(address);
    await expect(member.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.guide.goneTitle);
    await expect(member.getByText(REASON)).toHaveCount(0);
    await member.goto("/saved");
    const marked = member.getByRole("region", { name: SAVE_MESSAGES.goneHeading });
    await expect(marked.getByRole("link", { name: SAVE_MESSAGES.goneItem(city.name) })).toBeVisible();
    await marked.getByRole("link", { name: SAVE_MESSAGES.goneItem(city.name) }).click();
    await expect(member).toHaveURL(new RegExp(`${address}$`));
    await expect(member.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.guide.goneTitle);
    await member.goBack();
    await member
      .getByRole("button", { name: `${SAVE_MESSAGES.goneRemove}: ${SAVE_MESSAGES.goneItem(city.name)}` })
      .click();
    await expect(toastText(member, SAVE_MESSAGES.guideRemoved)).toBeVisible();
    await expect(member.getByRole("region", { name: SAVE_MESSAGES.goneHeading })).toHaveCount(0);
    await reader.close();
    await creator.close();
  });
});
