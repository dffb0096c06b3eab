import { DEMO_PROFILES } from "../src/server/seed/demo-profiles";
import { ACCOUNT_MESSAGES } from "../src/shared/messages";
import {
  createAccount,
  DEMO_ADMIN,
  mainNav,
  newUser,
  profileUsername,
  signedInUser,
  signInWithForm,
} from "./support/accounts";
import { getDemoGuide } from "./support/api";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";

const [demoProfile] = DEMO_PROFILES;

test("signed in, the sign-in and sign-up pages lead Home", { tag: "@desktop-only" }, async ({ page }) => {
  await signedInUser(page);
  await page.goto("/signin");
  await expect(page).toHaveURL("/");
  await page.goto("/signup");
  await expect(page).toHaveURL("/");
});

test("signed out, /profile asks to sign in and to come back", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL("/signin?redirect=%2Fprofile");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("signed in, the navigation has Saved, Profile and Create, and no Sign In, Sign Up or Admin", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/");
  await expect(mainNav(page).getByRole("link")).toHaveText(["Home", "Cities", "Saved", "Profile"]);
  await expect(page.getByRole("link", { name: "Create", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
});

test("the demo admin also gets the Admin entry", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/signin");
  await signInWithForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/");
  await expect(mainNav(page).getByRole("link")).toHaveText(["Home", "Cities", "Saved", "Profile", "Admin"]);
  await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
});

test("a visitor sees a demo profile by @username: its guides, Sign In and Sign Up, no edit button", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  await page.goto(`/profile/@${demoProfile.username}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `${demoProfile.firstName} ${demoProfile.lastName}` }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(profileUsername(page, demoProfile.username)).toBeVisible();
  await expect(main.getByRole("article").filter({ hasText: guide.name })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/signin");
  await expect(main.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/signup");
  await expect(main.getByRole("link", { name: `Edit ${guide.name}` })).toHaveCount(0);
  await expect(main.getByRole("radio", { name: "Gallery View" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
});

test.describe("an unknown profile", { tag: "@desktop-only" }, () => {
  // Chromium logs the 404 answer for the profile.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("says 'Profile not found' and leads Home", async ({ page }) => {
    await page.goto("/profile/nobody_here");
    await expect(toaster(page).getByText(ACCOUNT_MESSAGES.profileNotFoundTitle)).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});

test("'Sign out everywhere' also ends the session in another browser", { tag: "@desktop-only" }, async ({
  page,
  browser,
}) => {
  const user = newUser();
  const otherContext = await browser.newContext();
  await createAccount(otherContext.request, user);
  const other = await otherContext.newPage();
  await other.goto("/profile");
  await expect(
    other.getByRole("heading", { level: 1, name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();

  await page.goto("/signin");
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.signedOut)).toBeVisible();
  await expect(page).toHaveURL("/signin");

  await other.reload();
  await expect(other).toHaveURL("/signin?redirect=%2Fprofile");
  await otherContext.close();
});
