import { request as playwrightRequest } from "@playwright/test";
import { TOKEN_MESSAGES, TOKEN_SCOPE_LABELS } from "../src/shared/api-tokens";
import { getDemoGuide } from "./support/api";
import { toastText } from "./support/fixtures";
import { expect, test } from "./support/guide-form";
import { expectNoAxeViolations } from "./support/layout";

// Personal API tokens on the edit-profile page (docs/decisions/042): made, shown once, used, revoked.
test("a token is made on the profile page, shown once, acts with its scopes, and stops when revoked", async ({
  page,
  author: _author,
  baseURL,
}) => {
  await page.goto("/profile/edit");
  await expect(page.getByText(TOKEN_MESSAGES.none)).toBeVisible();
  // Nothing named: the field says so, and nothing is made.
  await page.getByRole("button", { name: TOKEN_MESSAGES.create }).click();
  await expect(page.getByLabel(TOKEN_MESSAGES.name)).toHaveAccessibleDescription(TOKEN_MESSAGES.nameRequired);
  await expect(page.getByText(TOKEN_MESSAGES.none)).toBeVisible();
  await page.getByLabel(TOKEN_MESSAGES.name).fill("Trip planner");
  await page.getByLabel(TOKEN_SCOPE_LABELS.saves).check();
  await page.getByLabel(TOKEN_MESSAGES.expiry).selectOption({ label: TOKEN_MESSAGES.expiresIn(30) });
  await page.getByRole("button", { name: TOKEN_MESSAGES.create }).click();
  await expect(page.getByRole("status").filter({ hasText: TOKEN_MESSAGES.created })).toBeVisible();
  const token = (await page.locator("code", { hasText: /^cg_/ }).textContent())?.trim() ?? "";
  expect(token).toMatch(/^cg_/);
  const list = page.getByRole("list", { name: TOKEN_MESSAGES.title });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Trip planner");
  await expect(list).toContainText("read, saves");
  await expect(list).not.toContainText(token);
  await expectNoAxeViolations(page);

  // A script with the token and no cookie: it saves a guide and reads the saved list.
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const demo = await getDemoGuide(page.request);
  expect((await script.put(`/api/me/saved-guides/${demo.id}`)).status()).toBe(200);
  const saved = await script.get("/api/me/saved-guides");
  expect(saved.status()).toBe(200);
  expect(await saved.text()).toContain(demo.id);
  // Tokens cannot make tokens.
  expect(
    (
      await script.post("/api/me/tokens", { data: { name: "x", scopes: ["read"], expiresInDays: 30 } })
    ).status(),
  ).toBe(403);

  // Revoking asks first; cancelled, the token still works.
  await list.getByRole("button", { name: `${TOKEN_MESSAGES.revoke} Trip planner` }).click();
  const confirm = page.getByRole("alertdialog", { name: TOKEN_MESSAGES.revokeTitle("Trip planner") });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await script.get("/api/me/saved-guides")).status()).toBe(200);
  await list.getByRole("button", { name: `${TOKEN_MESSAGES.revoke} Trip planner` }).click();
  await confirm.getByRole("button", { name: TOKEN_MESSAGES.revoke }).click();
  await expect(toastText(page, TOKEN_MESSAGES.revoked)).toBeVisible();
  await expect(page.getByText(TOKEN_MESSAGES.none)).toBeVisible();
  expect((await script.get("/api/me/saved-guides")).status()).toBe(401);
  await script.dispose();
});
