import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import { ACCOUNT_MESSAGES } from "../src/shared/messages";
import { newUser, signUpWithForm } from "./support/accounts";
import { expect, test, toaster } from "./support/fixtures";

const [demoProfile] = DEMO_PROFILES;

test.beforeEach(async ({ page }) => {
  await page.goto("/signup");
});

test("missing required fields: 'Please fill all required fields'", async ({ page }) => {
  await signUpWithForm(page, {});
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.fillRequired)).toBeVisible();
  await expect(page).toHaveURL("/signup");
});

test("different passwords: 'Passwords do not match'", async ({ page }) => {
  const user = newUser();
  await signUpWithForm(page, { ...user, confirmPassword: `${user.password}-typo` });
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(
    ACCOUNT_MESSAGES.passwordsDoNotMatch,
  );
});

test("a two-letter username: 'Username must be at least 3 characters'", async ({ page }) => {
  await signUpWithForm(page, { ...newUser(), username: "ab" });
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.usernameTooShort)).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.usernameTooShort);
});

test("a username with spaces or punctuation: only letters, numbers and underscores", async ({ page }) => {
  await signUpWithForm(page, { ...newUser(), username: "bad name!" });
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.usernameCharacters)).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.usernameCharacters);
});

test("a username someone has: 'Username is already taken'", async ({ page }) => {
  await signUpWithForm(page, { ...newUser(), username: demoProfile.username });
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.usernameTaken)).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription(ACCOUNT_MESSAGES.usernameTaken);
  await expect(page).toHaveURL("/signup");
});

test("an avatar of 2 MB: 'Image size should be less than 2MB', and it is not taken", async ({ page }) => {
  await page.getByLabel("Add avatar (optional)").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(2 * 1024 * 1024),
  });
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.avatarTooLarge)).toBeVisible();
  await expect(page.getByRole("img", { name: "Avatar preview" })).not.toHaveAttribute("src", /^blob:/);
  await expect(page.getByLabel("Add avatar (optional)")).toBeAttached();
});
