import { readFile } from "node:fs/promises";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { GUIDE_EXPORT_FORMATS } from "../src/shared/guide-export";
import { getDemoGuide } from "./support/api";
import { expect, MESSAGES, test } from "./support/fixtures";

test("the Export menu downloads the guide as GPX from the keyboard @desktop-only", async ({
  page,
  request,
}) => {
  const guide = await getDemoGuide(request);
  await page.goto(`/guide/new-york/${guide.id}`);
  const exportButton = page.getByRole("button", { name: MESSAGES.guide.export });
  await exportButton.focus();
  await page.keyboard.press("Enter");

  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(
    GUIDE_EXPORT_FORMATS.map((format) => MESSAGES.guide.exportFormats[format]),
  );
  const gpxItem = menu.getByRole("menuitem", { name: MESSAGES.guide.exportFormats.gpx });
  await expect(gpxItem).toBeFocused();
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  await expect(menu).toBeHidden();
  await expect(exportButton).toBeFocused();

  expect(download.suggestedFilename()).toBe("new-york-by-maya.gpx");
  const text = await readFile(await download.path(), "utf8");
  // The browser's parser is strict: a file that is not well-formed XML comes back as a <parsererror>.
  const parsed = await page.evaluate((gpx) => {
    const document = new DOMParser().parseFromString(gpx, "application/xml");
    return {
      errors: document.getElementsByTagName("parsererror").length,
      waypoints: Array.from(document.getElementsByTagName("wpt"), (waypoint) => ({
        name: waypoint.getElementsByTagName("name")[0]?.textContent,
        lat: Number(waypoint.getAttribute("lat")),
        lng: Number(waypoint.getAttribute("lon")),
      })),
    };
  }, text);
  expect(parsed.errors).toBe(0);
  const located = CATEGORY_KEYS.flatMap((key) => guide.places[key]).filter((place) => place.lat !== null);
  expect(located.length).toBeGreaterThan(0);
  expect(parsed.waypoints).toEqual(located.map(({ name, lat, lng }) => ({ name, lat, lng })));
});
