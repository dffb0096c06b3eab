import { GUIDE_MESSAGES } from "../src/shared/messages";
import { createAccount, newUser } from "./support/accounts";
import {
  createCity,
  createGuide,
  createGuidePlaces,
  guideRow,
  searchGuides,
  signInAsAdmin,
} from "./support/admin";
import { expect, test, toastText } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// Moderation runs at both sizes: an admin may well act from a phone, and the creator reads the reason on theirs.

test.describe("moderation", () => {
  test.use({ baseURL: serverUrl("admin") });

  test("an admin unpublishes a member's guide with a reason, which its creator reads on it", async ({
    page,
    browser,
  }, testInfo) => {
    // The creator, in a browser of their own at the same size, writes a guide in a new city.
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const creatorContext = await browser.newContext({
      baseURL: serverUrl("admin"),
      viewport,
      isMobile,
      hasTouch,
    });
    const creatorPage = await creatorContext.newPage();
    await createAccount(creatorPage.request, newUser(), "admin");
    await signInAsAdmin(page, "admin");
    const city = await createCity(page.request);
    const places = await createGuidePlaces(page.request, city, city.suffix);
    const guide = await createGuide(creatorPage.request, {
      name: `Copied tour ${city.suffix}`,
      cityId: city.id,
      places,
    });

    await searchGuides(page, city.suffix);
    await guideRow(page, guide.name)
      .getByRole("button", { name: `${GUIDE_MESSAGES.unpublish} ${guide.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: GUIDE_MESSAGES.unpublishTitle });
    await dialog.getByRole("button", { name: GUIDE_MESSAGES.unpublish }).click();
    await expect(dialog.getByText(GUIDE_MESSAGES.moderationReasonTooShort)).toBeVisible();
    await dialog.getByLabel(GUIDE_MESSAGES.unpublishReason).fill("Copied from a travel magazine");
    await dialog.getByRole("button", { name: GUIDE_MESSAGES.unpublish }).click();
    await expect(toastText(page, GUIDE_MESSAGES.unpublishedByAdmin)).toBeVisible();
    await expect(guideRow(page, guide.name)).toHaveCount(0);

    await creatorPage.goto(`/guide/${city.slug}/${guide.id}`);
    await expect(creatorPage.getByRole("note")).toContainText(
      GUIDE_MESSAGES.moderatedNote("Copied from a travel magazine"),
    );
    await expect(creatorPage.getByText("Draft: only you can see it")).toBeVisible();
    await creatorContext.close();
  });
});
