import { GUIDE_MESSAGES } from "../src/shared/messages";
import { FAILED_RESOURCE, toaster } from "./support/fixtures";
import { expect, test } from "./support/guide-form";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";

// The refused publish: the browser logs the 400 the test asks for.
test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

test("the Drafts list publishes a ready draft onto its page with a share prompt, and says what another misses", async ({
  page,
  request,
  author: _,
}) => {
  const city = await getCity(request, AUTHORING_CITY);
  const places = await placesOf(request, city, 3);
  const ready = uniqueName("Ready Paris");
  const early = uniqueName("Early Paris");
  await createGuide(page.request, { name: ready, city, places, words: { status: "draft" } });
  const unfinished = await createGuide(page.request, {
    name: early,
    city,
    places: { ...places, cafesBrunch: places.cafesBrunch.slice(0, 1) },
    words: { status: "draft" },
  });

  await page.goto("/profile");
  const drafts = page.getByRole("region", { name: "Drafts", exact: true });
  await drafts.getByRole("button", { name: `${GUIDE_MESSAGES.publish} ${early}` }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.publishFailed)).toBeVisible();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.missingPlacesText)).toBeVisible();
  await toaster(page).getByRole("button", { name: GUIDE_MESSAGES.publishNeedsEdit }).click();
  await expect(page).toHaveURL(`/edit-guide/${unfinished.id}`);

  await page.goto("/profile");
  await drafts.getByRole("button", { name: `${GUIDE_MESSAGES.publish} ${ready}` }).click();
  await expect(toaster(page).getByText(GUIDE_MESSAGES.published)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible();
  const prompt = page.getByRole("region", { name: GUIDE_MESSAGES.sharePromptTitle });
  await expect(prompt.getByRole("button", { name: "Share" })).toBeVisible();
  // A reload is a visit like any other: no prompt.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto("/profile");
  await expect(drafts.getByRole("row").filter({ hasText: ready })).toHaveCount(0);
  await expect(drafts.getByRole("row").filter({ hasText: early })).toBeVisible();
});
