import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PLACE_DETAILS_MESSAGES } from "../../../shared/messages";
import { openingHoursProblem, openingStatus, openingStatusText } from "../../../shared/opening-hours";
import type { PlaceDetail } from "../../../shared/schemas";
import { places } from "../../infrastructure/db/schema";
import type { TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import {
  adminAndUser,
  adminAppOptions,
  catalogueWorld,
  type PlaceFields,
  placeFields,
  placeJson,
  pngImage,
  sendPlace,
} from "../../test/catalogue";
import { type CityRow, cityByValue } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let paris: CityRow;
let newYork: CityRow;
beforeAll(async () => {
  ({ admin } = await adminAndUser(t));
  paris = await cityByValue(t.db, "paris");
  newYork = await cityByValue(t.db, "newYork");
});

const DETAILS = {
  website: "https://cafe-details.example/menu?lang=en",
  phone: "+33 1 45 48 55 26",
  priceLevel: 2,
  openingHours: "Mo-Fr 08:00-18:00; Sa 09:00-13:00; Su off",
};

const getPlace = async (id: string) =>
  okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${id}` }));

const create = async (fields: PlaceFields) =>
  sendPlace(t, admin, { method: "POST" }, fields, [await pngImage("details.png")]);

describe("a place's practical details", () => {
  it("are stored, returned with the city's time zone, and read on that city's clock", async () => {
    const created = placeJson(await create(placeFields(newYork, { name: "Hours Diner", ...DETAILS })), 201);
    const place = await getPlace(created.id);
    expect(place).toMatchObject({ ...DETAILS, cityTimezone: "America/New_York" });
    // Monday 15 June 2026, 21:30 UTC: 17:30 in New York (open), though already past closing in Paris.
    const instant = new Date("2026-06-15T21:30:00Z");
    const status = openingStatus(place.openingHours ?? "", place.cityTimezone ?? "", instant);
    expect(status && openingStatusText(status)).toBe("Open now · closes 18:00");
    const inParis = openingStatus(place.openingHours ?? "", paris.timezone ?? "", instant);
    expect(inParis && openingStatusText(inParis)).toBe("Closed · opens Tue 08:00");
  });

  it("are optional: a place without them answers null, and saving empty values removes them", async () => {
    const bare = placeJson(await create(placeFields(paris, { name: "Plain Café" })), 201);
    expect(bare).toMatchObject({ website: null, phone: null, priceLevel: null, openingHours: null });

    const full = placeJson(await create(placeFields(paris, { name: "Full Café", ...DETAILS })), 201);
    const cleared = placeJson(
      await sendPlace(
        t,
        admin,
        { method: "PUT", id: full.id },
        placeFields(paris, {
          name: "Full Café",
          website: "",
          phone: "  ",
          priceLevel: null,
          openingHours: "",
          keepImages: full.images,
        }),
      ),
    );
    expect(cleared).toMatchObject({ website: null, phone: null, priceLevel: null, openingHours: null });
    const [row] = await t.db.select().from(places).where(eq(places.id, full.id));
    expect(row).toMatchObject({ website: null, phone: null, priceLevel: null, openingHours: null });
  });

  it("of demo places are real where known: the Eiffel Tower's website and hours", async () => {
    const [eiffel] = await t.db.select({ id: places.id }).from(places).where(eq(places.name, "Eiffel Tower"));
    const place = await getPlace(eiffel?.id ?? "");
    expect(place).toMatchObject({
      website: "https://www.toureiffel.paris",
      phone: null,
      openingHours: "Mo-Su 09:30-23:45",
      cityTimezone: "Europe/Paris",
    });
  });
});

describe("bad details are refused with a clear 400, changing nothing", () => {
  const long = (length: number, start = "") => start + "a".repeat(length - start.length);
  const refusals: Array<[string, PlaceFields, keyof typeof DETAILS, string]> = [
    [
      "a javascript: website",
      { website: "javascript:alert(1)" },
      "website",
      PLACE_DETAILS_MESSAGES.websiteInvalid,
    ],
    [
      "a data: website",
      { website: "data:text/html,<b>x</b>" },
      "website",
      PLACE_DETAILS_MESSAGES.websiteInvalid,
    ],
    ["an ftp website", { website: "ftp://files.example" }, "website", PLACE_DETAILS_MESSAGES.websiteInvalid],
    [
      "a website without a scheme",
      { website: "//evil.example" },
      "website",
      PLACE_DETAILS_MESSAGES.websiteInvalid,
    ],
    [
      "a website with spaces",
      { website: "https://a.example/ x" },
      "website",
      PLACE_DETAILS_MESSAGES.websiteInvalid,
    ],
    [
      "a website of 501 characters",
      { website: long(501, "https://long.example/") },
      "website",
      PLACE_DETAILS_MESSAGES.websiteTooLong,
    ],
    ["a phone with letters", { phone: "call us" }, "phone", PLACE_DETAILS_MESSAGES.phoneInvalid],
    ["a phone with markup", { phone: "<b>123</b>" }, "phone", PLACE_DETAILS_MESSAGES.phoneInvalid],
    ["a phone of 31 characters", { phone: "1".repeat(31) }, "phone", PLACE_DETAILS_MESSAGES.phoneTooLong],
    ["price level 0", { priceLevel: 0 }, "priceLevel", PLACE_DETAILS_MESSAGES.priceLevelRange],
    ["price level 5", { priceLevel: 5 }, "priceLevel", PLACE_DETAILS_MESSAGES.priceLevelRange],
    ["price level 2.5", { priceLevel: 2.5 }, "priceLevel", PLACE_DETAILS_MESSAGES.priceLevelRange],
    ["price level '2'", { priceLevel: "2" }, "priceLevel", PLACE_DETAILS_MESSAGES.priceLevelRange],
    [
      "opening hours of 256 characters",
      { openingHours: `Mo-Su 09:00-18:00 "${long(236)}"` },
      "openingHours",
      PLACE_DETAILS_MESSAGES.openingHoursTooLong,
    ],
  ];

  it.each(refusals)("%s", async (_, change, field, message) => {
    const before = await catalogueWorld(t);
    const error = expectApiError(await create(placeFields(paris, change)), 400, "BAD_REQUEST", message);
    expect(error.details).toEqual({ [field]: [message] });
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it.each([
    ["Mo-Su 25:00-26:00", "Time range starts outside of the current day"],
    ["Mo-Fr 09:00-18:00 ; Sa 10:00-", "Time range does not continue as expected"],
    ["open when we feel like it", "<---"],
  ])(
    "opening hours %j, with the opening_hours library's explanation, on create and on edit",
    async (hours, words) => {
      const explanation = openingHoursProblem(hours) ?? "";
      expect(explanation).toContain(words);
      const message = PLACE_DETAILS_MESSAGES.openingHoursInvalid(explanation);
      const existing = placeJson(await create(placeFields(paris, { name: "Kept Hours", ...DETAILS })), 201);

      const before = await catalogueWorld(t);
      const created = expectApiError(
        await create(placeFields(paris, { openingHours: hours })),
        400,
        "BAD_REQUEST",
        message,
      );
      expect(created.details).toEqual({ openingHours: [message] });
      const edit = placeFields(paris, {
        name: "Kept Hours",
        openingHours: hours,
        keepImages: existing.images,
      });
      const edited = expectApiError(
        await sendPlace(t, admin, { method: "PUT", id: existing.id }, edit),
        400,
        "BAD_REQUEST",
        message,
      );
      expect(edited.details).toEqual({ openingHours: [message] });
      expect(await catalogueWorld(t)).toEqual(before);
      expect((await getPlace(existing.id)).openingHours).toBe(DETAILS.openingHours);
    },
  );

  it("the database refuses a price level outside 1 to 4 and over-long text too", async () => {
    const [row] = await t.db.select({ id: places.id }).from(places).limit(1);
    const set = (values: Partial<typeof places.$inferInsert>) =>
      t.db
        .update(places)
        .set(values)
        .where(eq(places.id, row?.id ?? ""));
    for (const values of [
      { priceLevel: 0 },
      { priceLevel: 5 },
      { website: `https://${"a".repeat(500)}` },
      { phone: "1".repeat(31) },
      { openingHours: sql`repeat('a', 256)` as unknown as string },
    ]) {
      await expect(set(values), JSON.stringify(values)).rejects.toThrow();
    }
  });
});
