import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../src/server/seed/factories";
import { CATALOGUE_MESSAGES, PLACE_DETAILS_MESSAGES as D } from "../src/shared/messages";
import { adminPanel, createPlace, openAdminTab, signInAsAdmin } from "./support/admin";
import { getCities, getPlace } from "./support/api";
import { expect, FAILED_RESOURCE, test, toaster } from "./support/fixtures";
import { serverUrl } from "./support/servers";

// The admin server: the place made here changes nothing other specs count.
test.use({ baseURL: serverUrl("admin"), timezoneId: "America/New_York" });

const HOURS = "Mo-Fr 09:00-18:00; Sa 10:00-14:00";
const WEBSITE = "https://kissa.example.jp/menu?lang=en";

/** Fixes the browser's clock at a time in Tokyo, given as UTC. */
const at = (page: Page, utc: string) => page.clock.setFixedTime(new Date(utc));

const hoursPanel = (page: Page) => page.getByRole("region", { name: D.sectionLabel }).locator("details");

test.describe("the admin's place dialog", () => {
  // Unreadable hours are sent once on purpose: Chromium logs the 400.
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("the admin sets opening hours, website, phone and price; the place page shows them on Tokyo's clock", async ({
    page,
  }) => {
    await signInAsAdmin(page, "admin");
    const tokyo = (await getCities(page.request)).find((city) => city.value === "tokyo");
    if (!tokyo) throw new Error("Tokyo is always there");
    const name = `Kissa Hours ${uniqueSuffix()}`;
    const place = await createPlace(page.request, { name, category: "cafesBrunch", city: tokyo });

    await openAdminTab(page, "Places List");
    await adminPanel(page).getByLabel("Search by name").fill(name);
    await adminPanel(page)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Place" });
    const hours = dialog.getByLabel("Opening hours (optional)");

    // The opening_hours library's own explanation, next to the field, while typing.
    await hours.fill("Mo-Fr 09:00-18:00; Sa 10:00-");
    await expect(hours).toHaveAccessibleDescription(/Time range does not continue as expected/);
    await expect(dialog.getByText(/^Opening hours are not valid: .*<--- \(Time range/)).toBeVisible();
    // Sent anyway, the server refuses it with the same words and keeps the place as it was.
    await dialog.getByRole("button", { name: "Save Place" }).click();
    await expect(toaster(page).getByText(/Opening hours are not valid: .*Time range/)).toBeVisible();
    expect((await getPlace(page.request, place.id)).openingHours).toBeNull();

    await hours.fill(HOURS);
    await expect(dialog.getByText(/Opening hours are not valid/)).toHaveCount(0);
    await dialog.getByLabel("Website (optional)").fill(WEBSITE);
    await dialog.getByLabel("Phone (optional)").fill("+81 3-1234-5678");
    await dialog.getByLabel("Price level (optional)").selectOption({ label: "$$ · Moderate" });
    await dialog.getByRole("button", { name: "Save Place" }).click();
    await expect(toaster(page).getByText(CATALOGUE_MESSAGES.placeUpdated, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Monday 10:30 in Tokyo, while the viewer's own clock (New York) says Sunday 21:30.
    await at(page, "2026-06-15T01:30:00Z");
    await page.goto(`/place/${place.id}`);
    const details = page.getByRole("region", { name: D.sectionLabel });
    await expect(details.getByText("Open now · closes 18:00")).toBeVisible();
    const website = details.getByRole("link", { name: "kissa.example.jp" });
    await expect(website).toHaveAttribute("href", WEBSITE);
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(details.getByRole("link", { name: "+81 3-1234-5678" })).toHaveAttribute(
      "href",
      "tel:+81312345678",
    );
    await expect(details.getByText("$$", { exact: true })).toBeVisible();
    await expect(details.getByText("Moderate", { exact: true })).toBeVisible();

    // The week opens from the status line, with the keyboard too.
    await hoursPanel(page).locator("summary").focus();
    await page.keyboard.press("Enter");
    const week = hoursPanel(page).getByRole("table", { name: D.hoursLabel });
    await expect(week.getByRole("row")).toHaveText([
      "Mon (today)09:00–18:00",
      "Tue09:00–18:00",
      "Wed09:00–18:00",
      "Thu09:00–18:00",
      "Fri09:00–18:00",
      "Sat10:00–14:00",
      "SunClosed",
    ]);
    await expect(details.getByText(D.localTime("Tokyo"))).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include(`section[aria-label="${D.sectionLabel}"]`)
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Saturday 15:00 in Tokyo: closed until Monday.
    await at(page, "2026-06-13T06:00:00Z");
    await page.reload();
    await expect(details.getByText("Closed · opens Mon 09:00")).toBeVisible();
  });
});

test("the open-now line follows the clock while the page stays open", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  const tokyo = (await getCities(page.request)).find((city) => city.value === "tokyo");
  if (!tokyo) throw new Error("Tokyo is always there");
  const place = await createPlace(page.request, {
    name: `Kissa Clock ${uniqueSuffix()}`,
    category: "cafesBrunch",
    city: tokyo,
    openingHours: HOURS,
  });
  // Monday 17:59:40 in Tokyo; the page works the line out again every half minute.
  await page.clock.install({ time: new Date("2026-06-15T08:59:40Z") });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/place/${place.id}`);
  const details = page.getByRole("region", { name: D.sectionLabel });
  await expect(details.getByText("Open now · closes 18:00")).toBeVisible();
  // The opening_hours library runs in a worker of its own, never on the page's main thread (decision 045).
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/hours-worker-/),
  );
  expect(scripts.filter((script) => script.includes("opening-hours"))).toEqual([]);
  await page.clock.runFor(30_000);
  await expect(details.getByText("Closed · opens Tue 09:00")).toBeVisible();
});
