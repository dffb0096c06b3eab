import { OFFLINE_MESSAGES } from "../src/shared/messages";
import { createAccount, newUser } from "./support/accounts";
import { expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/layout";
import { guidePath, heading, openControlled, saveAndKeep, test } from "./support/offline";

// docs/product.md §2 Offline: on Saved, what the device keeps comes first, and a kept guide's card says so.
test.use({ serviceWorkers: "allow" });

test("Saved opens with what the device keeps, and a kept guide's card is marked available offline", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const kept = await notedGuide();
  const notKept = await notedGuide();
  await createAccount(page.request, newUser());
  await openControlled(page, guidePath(notKept));
  await page
    .getByRole("button", { name: `Save ${notKept.name}` })
    .first()
    .click();
  await openControlled(page, guidePath(kept));
  await saveAndKeep(page, kept);
  // The guide page's control names what it removes.
  await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.remove, exact: true })).toHaveText(
    OFFLINE_MESSAGES.remove,
  );
  await page.screenshot({ path: test.info().outputPath("guide-kept.png") });

  await page.goto("/saved");
  await expect(heading(page, "Saved")).toBeVisible();
  const onDevice = page.getByRole("region", { name: OFFLINE_MESSAGES.onDevice });
  // Saving the first guide keeps it too: wait for both, then remove the first from the device.
  await expect(onDevice.getByRole("listitem")).toHaveCount(2, { timeout: 60_000 });
  await onDevice.getByRole("button", { name: OFFLINE_MESSAGES.removeOf(notKept.name) }).click();
  await expect(onDevice.getByText(/^1 guide kept for reading offline · \d+(\.\d)? (kB|MB)$/)).toBeVisible();

  // The summary sits above the tabs and the saved guides.
  const tabs = page.getByRole("tablist", { name: "Saved" });
  const [summaryBox, tabsBox] = [await onDevice.boundingBox(), await tabs.boundingBox()];
  expect(summaryBox && tabsBox && summaryBox.y + summaryBox.height <= tabsBox.y).toBe(true);

  const card = (name: string) => page.getByRole("article").filter({ hasText: name });
  const mark = card(kept.name).getByText(OFFLINE_MESSAGES.kept, { exact: true });
  await expect(mark).toBeVisible();
  // Part of the card's link, so a screen reader hears it with the guide.
  await expect(card(kept.name).getByRole("link", { name: new RegExp(OFFLINE_MESSAGES.kept) })).toBeVisible();
  await expect(card(notKept.name)).toBeVisible();
  await expect(card(notKept.name).getByText(OFFLINE_MESSAGES.kept)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("saved.png"), fullPage: true });

  await onDevice.getByRole("button", { name: OFFLINE_MESSAGES.removeOf(kept.name) }).click();
  await expect(onDevice.getByText(OFFLINE_MESSAGES.onDeviceEmpty)).toBeVisible();
  await expect(mark).toHaveCount(0);
});
