import { ACCOUNT_MESSAGES } from "../src/shared/messages";
import { mainNav, newUser, profileUsername, signInWithForm, signUpWithForm } from "./support/accounts";
import { expect, pngFile, test, toaster } from "./support/fixtures";

test("sign up with an avatar, edit the profile, sign out and sign back in", async ({ page }, testInfo) => {
  const user = newUser();

  await page.goto("/signup");
  await page
    .getByLabel("Add avatar (optional)")
    .setInputFiles(await pngFile(testInfo, "avatar", 20, { width: 64, height: 64 }));
  await expect(page.getByRole("img", { name: "Avatar preview" })).toHaveAttribute("src", /^blob:/);
  await signUpWithForm(page, user);
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.accountCreatedTitle)).toBeVisible();
  await expect(page).toHaveURL("/");

  // Signed in: the profile shows the new account with its uploaded avatar. The toast is closed first, as on
  // mobile it sits over the bottom bar, and gone before the bar is used: while it leaves it slides down over the
  // bar for 200 ms, and a tap then lands on the toast instead of the link.
  await toaster(page).getByRole("button", { name: "Close toast" }).click();
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.accountCreatedTitle)).toHaveCount(0);
  await mainNav(page).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(
    page.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(profileUsername(page, user.username)).toBeVisible();
  const avatar = page.getByRole("img", { name: `@${user.username}'s avatar` });
  await expect(avatar).toHaveAttribute("src", /^\/media\/thumb\/avatars\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Edit Profile points at /edit-profile, which leads to /profile/edit.
  const editLink = page.getByRole("link", { name: "Edit Profile" });
  await expect(editLink).toHaveAttribute("href", "/edit-profile");
  await editLink.click();
  await expect(page).toHaveURL("/profile/edit");
  const renamed = { firstName: "Renata", username: `${user.username}_2` };
  await page.getByLabel("First Name").fill(renamed.firstName);
  await page.getByLabel("Username").fill(renamed.username);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page).toHaveURL("/profile");
  await expect(
    page.getByRole("heading", { level: 1, name: `${renamed.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(profileUsername(page, renamed.username)).toBeVisible();

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.signedOut)).toBeVisible();
  await expect(page).toHaveURL("/signin");

  // Signed out, the edit page asks to sign in first, and signing in returns to it.
  await page.goto("/profile/edit");
  await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent("/profile/edit")}`);
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/profile/edit");
  await expect(page.getByLabel("First Name")).toHaveValue(renamed.firstName);
  await expect(page.getByLabel("Username")).toHaveValue(renamed.username);
});
