import { OFFLINE_MESSAGES, PLACE_DETAILS_MESSAGES } from "../src/shared/messages";
import { createAccount, newUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, MESSAGES } from "./support/fixtures";
import {
  guidePath,
  heading,
  keptUrls,
  openControlled,
  places,
  readablePlace,
  saveAndKeep,
  signUpThrough,
  test,
  withProxy,
} from "./support/offline";

// docs/decisions/033: saved guides, and guides kept by hand, read offline. "Offline" is the site unreachable:
// the test talks to it through a relay and closes the relay, which cuts the service worker's requests too.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

test("@desktop-only a saved guide reads offline, its places too, until it is unsaved or its reader signs out", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  const readable = readablePlace(guide);
  await withProxy(async (proxy) => {
    await signUpThrough(page, proxy);
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await saveAndKeep(page, guide);

    await proxy.cut();
    await page.reload();
    await expect(heading(page, guide.name)).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible();
    await expect(page.getByText(readable.note ?? "").first()).toBeAttached();
    await page
      .getByRole("link", { name: new RegExp(readable.name) })
      .first()
      .click();
    await expect(heading(page, readable.name)).toBeVisible();
    await page.locator("summary").filter({ hasText: PLACE_DETAILS_MESSAGES.hoursLabel }).click();
    await expect(page.getByRole("table", { name: PLACE_DETAILS_MESSAGES.hoursLabel })).toBeVisible();
    const photo = page.getByRole("img", { name: new RegExp(readable.name) }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Search finds the kept place from a typo, and says it searched the kept guides only.
    const typo = `${readable.name.slice(0, 2)}${readable.name.slice(3)}`;
    const search = page.getByRole("combobox", { name: MESSAGES.search.label });
    await search.fill(typo);
    await expect(page.getByRole("option", { name: new RegExp(readable.name) })).toBeVisible();
    await expect(page.getByText(MESSAGES.search.keptOnly)).toBeVisible();
    await page.goto(`${proxy.url}/search?q=${encodeURIComponent(typo)}`);
    await expect(page.getByRole("main").getByText(MESSAGES.search.keptOnly)).toBeVisible();
    await expect(page.getByRole("main").getByText(readable.name).first()).toBeVisible();

    // Signed in still, offline: the Saved page lists the guide from what was kept.
    await page.goto(`${proxy.url}/saved`);
    await expect(page.getByRole("article").filter({ hasText: guide.name })).toBeVisible();

    const tab = await page.context().newPage();
    await tab.goto(`${proxy.url}${guidePath(guide)}`);
    await expect(heading(tab, guide.name)).toBeVisible();
    await tab.close();

    await proxy.open();
    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await page
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.keep })).toBeVisible({ timeout: 15_000 });
    expect(await keptUrls(page)).not.toContain(`/api/guides/${guide.id}`);

    // Kept again, then the reader signs out: nothing kept for them stays on the device.
    await page
      .getByRole("button", { name: `Save ${guide.name}` })
      .first()
      .click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
    await page.goto(`${proxy.url}/profile`);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toEqual([]);
    await proxy.cut();
    await page.goto(`${proxy.url}${guidePath(guide)}`);
    await expect(page.getByRole("alert").filter({ hasText: OFFLINE_MESSAGES.notKept })).toBeVisible();
    await expect(heading(page, guide.name)).toBeHidden();
  });
});

test("a visitor keeps a guide offline by hand, and removes the copy", async ({ page, notedGuide }) => {
  test.slow();
  const guide = await notedGuide();
  await withProxy(async (proxy) => {
    await openControlled(page, `${proxy.url}${guidePath(guide)}`);
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });

    await proxy.cut();
    await page.reload();
    await expect(heading(page, guide.name)).toBeVisible();
    for (const place of places(guide)) await expect(page.getByText(place.name).first()).toBeAttached();

    await page.getByRole("button", { name: OFFLINE_MESSAGES.remove }).click();
    await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.keep })).toBeVisible();
    expect(await keptUrls(page)).toEqual([]);
  });
});

test("@desktop-only the Saved page says what the device keeps, and a removed copy is not kept again until asked", async ({
  page,
  notedGuide,
}) => {
  const guide = await notedGuide();
  await createAccount(page.request, newUser());
  await page.goto(guidePath(guide));
  await page
    .getByRole("button", { name: `Save ${guide.name}` })
    .first()
    .click();
  await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });

  await page.goto("/saved");
  const onDevice = page.getByRole("region", { name: OFFLINE_MESSAGES.onDevice });
  await expect(onDevice.getByText(/^1 guide kept for reading offline · \d+(\.\d)? (kB|MB)$/)).toBeVisible();
  await onDevice.getByRole("button", { name: OFFLINE_MESSAGES.removeOf(guide.name) }).click();
  await expect(onDevice.getByText(OFFLINE_MESSAGES.onDeviceEmpty)).toBeVisible();
  expect(await keptUrls(page)).toEqual([]);

  // Still saved, yet not kept again behind the reader's back, even after the app starts anew.
  await page.goto(guidePath(guide));
  await expect(page.getByRole("button", { name: `Save ${guide.name}` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: OFFLINE_MESSAGES.keep })).toBeVisible();
  await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
  await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
});

test("@desktop-only a guide saved while the member's own lists are still loading is kept offline all the same", async ({
  page,
  notedGuide,
}) => {
  test.slow();
  const guide = await notedGuide();
  // The member's profile (one of the lists that say what to keep) is held back until the guide is saved: the
  // save must not leave it unloaded, or nothing is kept.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const profileAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.context().route(/\/api\/profiles\//, async (route) => {
    asked();
    await held;
    await route.continue().catch(() => undefined);
  });
  await createAccount(page.request, newUser());
  await openControlled(page, guidePath(guide));
  await profileAsked;
  const save = page.getByRole("button", { name: `Save ${guide.name}` }).first();
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });
});
