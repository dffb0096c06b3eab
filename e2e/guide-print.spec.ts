import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { citySlug } from "../src/shared/cities";
import { PLACE_DETAILS_MESSAGES } from "../src/shared/messages";
import { weekHours } from "../src/shared/opening-hours";
import { wordedWeek } from "../src/shared/opening-hours-worded";
import type { GuideDetail } from "../src/shared/schemas";
import { MESSAGES } from "./support/fixtures";
import { expect, test } from "./support/guide-form";
import { AUTHORING_CITY, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { expectRenderedPlaces, guidePlaces, locatedPlaces, mapPreview, startMap } from "./support/maps";

/**
 * Text compared without its spacing: on paper a line may wrap after any space or hyphen of an address or a note,
 * and the PDF's text layer gives the wrap back as a line break.
 */
const squeezed = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** A guide past the screen's three places a category, every place with a note long enough to wrap. */
async function notedGuide(page: Page): Promise<GuideDetail> {
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city, 4);
  const notes = Object.fromEntries(
    Object.values(places)
      .flat()
      .map((place, index) => [
        place.id,
        `Note ${index + 1} on ${place.name}: come early, sit by the window, and ask what is in season today.\nWorth the detour.`,
      ]),
  );
  return createGuide(page.request, {
    name: uniqueName("Printed Paris"),
    city,
    places,
    words: { notes, introduction: "Four days in Paris on foot.\nEverything here we went back to." },
  });
}

/** Hours as paper words them: a usual week, read on a clock without public holidays. */
function worded(hours: string): string {
  const week = weekHours(hours, "UTC", new Date());
  if (!week) throw new Error(`Unreadable hours in the test data: ${hours}`);
  return wordedWeek(week);
}

const guideAddress = (page: Page, guide: GuideDetail) =>
  new URL(`/guide/${citySlug(guide.location)}/${guide.id}`, page.url()).href;

/** Each page's text of the guide's page printed to PDF (Chromium prints only headless, as the tests run). */
async function printedPages(page: Page, guide: GuideDetail): Promise<string[]> {
  await page.goto(`/guide/${citySlug(guide.location)}/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();
  // The hours worker words them after the page is drawn; paper must wait for the last of them.
  for (const hours of new Set(guidePlaces(guide).flatMap((place) => place.openingHours ?? []))) {
    await expect(page.getByText(worded(hours), { exact: true }).first()).toBeAttached();
  }
  // Kept with the test's results, to be looked at when paper goes wrong.
  const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("guide.pdf") });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map(squeezed);
}

test("a printed guide has every place of each category in order, with its note, address, hours and price", async ({
  page,
  author,
}) => {
  const guide = await notedGuide(page);
  const pages = await printedPages(page, guide);
  const printed = pages.join("");

  expect(pages.length).toBeGreaterThan(1);
  for (const text of [guide.name, author.username, guide.introduction ?? ""]) {
    expect(printed).toContain(squeezed(text));
  }
  const places = guidePlaces(guide);
  for (const place of places) {
    // Page breaks never split a place: its name, note, address and details are on one page.
    const onPage = pages.find((text) => text.includes(squeezed(place.name)));
    expect(onPage, `${place.name} is printed`).toBeDefined();
    for (const detail of [
      place.note,
      place.address,
      place.openingHours && worded(place.openingHours),
      place.priceLevel && PLACE_DETAILS_MESSAGES.priceLevelNames[place.priceLevel - 1],
    ]) {
      if (detail) expect(onPage, `${place.name}: ${detail}`).toContain(squeezed(detail));
    }
  }
  expect(
    places.some((place) => place.openingHours),
    "the test data has hours to word",
  ).toBe(true);
  // The notes are numbered in the guide's order, category by category.
  const positions = places.map((_, index) => printed.indexOf(squeezed(`Note ${index + 1} on`)));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test("a printed guide has no navigation or buttons", async ({ page, author }) => {
  const guide = await notedGuide(page);
  const printed = (await printedPages(page, guide)).join("");
  for (const control of [
    "Back",
    "Home",
    "Cities",
    "Saved",
    "Profile",
    "Create",
    "Share",
    MESSAGES.guide.seeAll,
    MESSAGES.guide.export,
    MESSAGES.map.expand,
    MESSAGES.map.explore,
  ]) {
    expect(printed, control).not.toContain(squeezed(control));
  }
  expect(printed, "the creator stays").toContain(squeezed(author.username));
});

test("a printed guide closes with its address and a QR code of it, on a last page that is not blank", async ({
  page,
  author: _signedIn,
}) => {
  const guide = await notedGuide(page);
  const pages = await printedPages(page, guide);
  const address = guideAddress(page, guide);

  const last = pages.at(-1) ?? "";
  expect(last, "the last page has text").not.toBe("");
  expect(last, "the address closes the document").toContain(squeezed(address));
  expect(last).toContain(squeezed(MESSAGES.guide.printedAddress));
  // Drawn for paper only: seen as paper sees the page.
  await page.emulateMedia({ media: "print" });
  const qrCode = page.getByRole("img", { name: MESSAGES.guide.printedQrCode });
  await expect(qrCode).toBeVisible();
  await expect(qrCode.locator("title")).toHaveText(MESSAGES.guide.printedQrCode);
});

test("a guide's pins carry the numbers of its list, on screen and on paper", async ({
  page,
  author: _signedIn,
}) => {
  const guide = await notedGuide(page);
  const places = guidePlaces(guide);
  await page.goto(`/guide/${citySlug(guide.location)}/${guide.id}`);
  await expect(page.getByRole("heading", { level: 1, name: guide.name })).toBeVisible();

  // The list numbers its places through the guide, in its order; those past three a category show on paper only.
  const rows = page.getByRole("main").locator("a[data-number]");
  await expect(rows).toHaveCount(places.length);
  const listed = await rows.evaluateAll((links) =>
    links.map((link) => ({ number: Number(link.getAttribute("data-number")), text: link.textContent ?? "" })),
  );
  places.forEach((place, index) => {
    expect(listed[index]?.number, place.name).toBe(index + 1);
    expect(listed[index]?.text, `row ${index + 1}`).toContain(place.name);
  });
  const expected = locatedPlaces(places)
    .map((place) => `${place.id}:${places.findIndex(({ id }) => id === place.id) + 1}`)
    .join(" ");
  expect(expected, "the test data has places on the map").not.toBe("");

  // The map as paper gets it: the live map at 1280 px, the preview on a phone (the live map waits for a press).
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    const map = await startMap(page);
    await expectRenderedPlaces(map, locatedPlaces(places).length);
    await expect(map).toHaveAttribute("data-rendered-numbers", expected, { timeout: 20_000 });
  } else {
    const pins = mapPreview(page).locator("[data-place]");
    const drawn = await pins.evaluateAll((groups) =>
      groups
        .map(
          (group) => [group.getAttribute("data-place"), Number(group.getAttribute("data-number"))] as const,
        )
        .sort((a, b) => a[1] - b[1])
        .map(([id, number]) => `${id}:${number}`)
        .join(" "),
    );
    expect(drawn).toBe(expected);
  }
  await page.screenshot({ path: test.info().outputPath("numbered.png"), fullPage: true });
  await expectNoAxeViolations(page);

  // Paper's text has each place after its number.
  await page.emulateMedia({ media: "print" });
  const printed = squeezed((await page.getByRole("main").textContent()) ?? "");
  for (const [index, place] of places.entries()) {
    expect(printed).toContain(squeezed(`${index + 1}${place.name}`));
  }
});
