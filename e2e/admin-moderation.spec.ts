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
import { expectNoAxeViolations } from "./support/layout";
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
    // Cancel leaves the guide as it was.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    const action = guideRow(page, guide.name).getByRole("button", {
      name: `${GUIDE_MESSAGES.unpublish} ${guide.name}`,
    });
    await expect(action).toHaveText(GUIDE_MESSAGES.unpublishAction);
    await action.click();
    await dialog.getByRole("button", { name: GUIDE_MESSAGES.unpublish }).click();
    await expect(dialog.getByText(GUIDE_MESSAGES.moderationReasonTooShort)).toBeVisible();
    // An example reason fills the field, which stays the admin's to word.
    const [example] = GUIDE_MESSAGES.unpublishExamples;
    await dialog.getByRole("button", { name: example }).click();
    await expect(dialog.getByLabel(GUIDE_MESSAGES.unpublishReason)).toHaveValue(example);
    await dialog.getByLabel(GUIDE_MESSAGES.unpublishReason).fill("Copied from a travel magazine");
    await page.screenshot({ path: `/tmp/shots-b/unpublish-dialog-${testInfo.project.name}.png` });
    await dialog.getByRole("button", { name: GUIDE_MESSAGES.unpublish }).click();
    await expect(toastText(page, GUIDE_MESSAGES.unpublishedByAdmin)).toBeVisible();
    await expect(guideRow(page, guide.name)).toHaveCount(0);

    await creatorPage.goto(`/guide/${city.slug}/${guide.id}`);
    await expect(creatorPage.getByRole("note")).toContainText(
      GUIDE_MESSAGES.moderatedNote("Copied from a travel magazine"),
    );
    await expect(creatorPage.getByText("Draft: only you can see it")).toBeVisible();
    await creatorPage.screenshot({ path: testInfo.outputPath("creator-guide.png") });
    // Their drafts say it too, under the guide's name.
    await creatorPage.goto("/profile");
    const drafts = creatorPage.getByRole("region", { name: "Drafts" });
    await expect(drafts.getByRole("row").filter({ hasText: guide.name })).toContainText(
      GUIDE_MESSAGES.moderatedDraft("Copied from a travel magazine"),
    );
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({ path: testInfo.outputPath("creator-drafts.png"), fullPage: true });

    // The admin's list shows it under Unpublished (other drafts never appear there) and publishes it back.
    await page.getByLabel(GUIDE_MESSAGES.statusFilter).selectOption(GUIDE_MESSAGES.statusUnpublished);
    await expect(guideRow(page, guide.name)).toContainText(GUIDE_MESSAGES.statusUnpublished);
    await page.screenshot({ path: `/tmp/shots-b/admin-unpublished-${testInfo.project.name}.png` });
    await guideRow(page, guide.name)
      .getByRole("button", { name: `${GUIDE_MESSAGES.republish} ${guide.name}` })
      .click();
    await expect(toastText(page, GUIDE_MESSAGES.republished)).toBeVisible();
    await expect(guideRow(page, guide.name)).toHaveCount(0);
    await creatorPage.reload();
    await expect(creatorPage.getByText("Draft: only you can see it")).toHaveCount(0);
    await creatorContext.close();
  });
});
