import { DEMO_ADMIN, mainNav, signedInUser, signInWithForm } from "./support/accounts";
import { ADMIN_TABS, adminPanel } from "./support/admin";
import { expect, test } from "./support/fixtures";

// The demo server, as a visitor finds it: who may open the dashboard, and what it offers.

test("a visitor opening /admin is asked to sign in, and the admin comes back to the dashboard", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/signin?redirect=%2Fadmin");
  await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

  await signInWithForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
});

test("a signed-in user who is not an admin is sent Home and has no Admin entry", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signedInUser(page);
  await page.goto("/admin");
  await expect(page).toHaveURL("/");
  await expect(mainNav(page).getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Create Place" })).toHaveCount(0);
});

test("the admin's Admin entry opens the dashboard on 'Create Place'", async ({ page }) => {
  await page.goto("/signin");
  await signInWithForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/");
  const adminLink = mainNav(page).getByRole("link", { name: "Admin" });
  await expect(adminLink).toHaveAttribute("href", "/admin");
  await adminLink.click();
  await expect(page).toHaveURL("/admin");

  const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
  // Suggestions carries how many wait, when any do.
  await expect(tabs).toHaveText(ADMIN_TABS.map((tab) => new RegExp(`^${tab}\\d*$`)));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  for (const other of await tabs.all().then((all) => all.slice(1))) {
    await expect(other).toHaveAttribute("aria-selected", "false");
  }
  await expect(adminPanel(page).getByRole("button", { name: "Create Place" })).toBeVisible();
});

test("each tab shows its own section", { tag: "@desktop-only" }, async ({ page }) => {
  await page.goto("/signin?redirect=%2Fadmin");
  await signInWithForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  const panel = adminPanel(page);
  const sections: [string, () => Promise<void>][] = [
    ["Places List", () => expect(panel.getByRole("searchbox", { name: "Search by name" })).toBeVisible()],
    ["Create City", () => expect(panel.getByRole("button", { name: "Add City" })).toBeVisible()],
    ["Cities List", () => expect(panel.getByRole("button", { name: "Edit Paris" })).toBeVisible()],
    ["Create Place", () => expect(panel.getByRole("button", { name: "Create Place" })).toBeVisible()],
  ];
  for (const [tab, shows] of sections) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await shows();
  }
});
