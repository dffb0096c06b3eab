import { ACCOUNT_MESSAGES } from "../src/shared/messages";
import { createAccount, mainNav, newUser, signInWithForm } from "./support/accounts";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";

test("signing in says 'Signed in successfully' and goes Home, signed in", async ({ page, request }) => {
  const user = newUser();
  await createAccount(request, user);
  await page.goto("/signin");
  await signInWithForm(page, user);
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.signedIn)).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(mainNav(page).getByRole("link", { name: "Profile" })).toBeVisible();
});

test("empty fields: 'Please fill all required fields'", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toaster(page).getByText(ACCOUNT_MESSAGES.fillRequired)).toBeVisible();
  await expect(page).toHaveURL("/signin");
});

test.describe("refused by the server", () => {
  // Chromium logs the 401 answer to the sign-in request.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("a wrong password: 'Error signing in'", async ({ page, request }) => {
    const user = newUser();
    await createAccount(request, user);
    await page.goto("/signin");
    await signInWithForm(page, { email: user.email, password: `${user.password}-wrong` });
    await expect(toaster(page).getByText(ACCOUNT_MESSAGES.signInFailed)).toBeVisible();
    await expect(page).toHaveURL("/signin");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  });
});
