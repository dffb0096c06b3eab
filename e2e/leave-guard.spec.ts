import type { Page } from "@playwright/test";
import { signedInUser } from "./support/accounts";
import { expect, test } from "./support/guide-form";
import { AUTHORING_CITY } from "./support/guides";

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });

test("leaving a guide form with changes asks first: Stay keeps them, and closing the tab asks too", async ({
  page,
  author,
}) => {
  expect(author.username).toBeTruthy();
  const create = page.getByRole("link", { name: "Create", exact: true }).first();
  await page.goto("/");
  await create.click();
  await expect(page).toHaveURL("/create-guide");
  // Untouched, the form lets you go without asking.
  await page.getByRole("link", { name: "Cityguides" }).first().click();
  await expect(page).toHaveURL("/");
  await create.click();
  await page.getByLabel("Location", { exact: true }).selectOption({ label: AUTHORING_CITY });

  await page.getByRole("link", { name: "Cityguides" }).first().click();
  await expect(leaveDialog(page)).toContainText("Your changes to this guide will be lost.");
  await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL("/create-guide");
  await expect(page.getByLabel("Location", { exact: true }).locator("option:checked")).toHaveText(
    AUTHORING_CITY,
  );

  // The browser's Back asks too, and Stay keeps the page and its address.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL("/create-guide");
  await expect(page.getByLabel("Location", { exact: true }).locator("option:checked")).toHaveText(
    AUTHORING_CITY,
  );

  // Closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
});

test("leaving the profile form with a changed name asks first, and Leave leaves it unchanged", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/profile");
  const editProfile = page.getByRole("link", { name: "Edit Profile" });
  await editProfile.click();
  await page.getByLabel("First Name").fill("Changed");
  // Back, answered Leave, goes back to the profile.
  await page.goBack();
  await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await editProfile.click();
  await page.getByLabel("First Name").fill("Changed");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(leaveDialog(page)).toContainText("Your changes to your profile will be lost.");
  await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).not.toHaveURL(/\/profile\/edit$/);
  await page.goto("/profile/edit");
  await expect(page.getByLabel("First Name")).not.toHaveValue("Changed");
});
