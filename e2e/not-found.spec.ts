import { expect, MESSAGES, test } from "./support/fixtures";

test("an unknown address shows the not-found page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: MESSAGES.notFound.title })).toBeVisible();
  await page.getByRole("link", { name: MESSAGES.notFound.returnHome }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});
