import { z } from "zod";
import { CATEGORY_KEYS } from "../categories";
import { LATITUDE_RANGE, LONGITUDE_RANGE } from "../geo";
import { CITY_ALIASES, MIN_LENGTH, PLACE_DETAILS_MAX_LENGTH, PRICE_LEVEL } from "../limits";
import { CATALOGUE_MESSAGES, PLACE_DETAILS_MESSAGES } from "../messages";
import { isTimeZone } from "../time-zones";

/** WGS84 decimal degrees; null or absent means no location (docs/product.md §5 Location rules). */
export const coordinateFields = {
  lat: z
    .number({ error: CATALOGUE_MESSAGES.latitudeRange })
    .min(LATITUDE_RANGE.min, CATALOGUE_MESSAGES.latitudeRange)
    .max(LATITUDE_RANGE.max, CATALOGUE_MESSAGES.latitudeRange)
    .nullable()
    .optional(),
  lng: z
    .number({ error: CATALOGUE_MESSAGES.longitudeRange })
    .min(LONGITUDE_RANGE.min, CATALOGUE_MESSAGES.longitudeRange)
    .max(LONGITUDE_RANGE.max, CATALOGUE_MESSAGES.longitudeRange)
    .nullable()
    .optional(),
};

type MaybeCoordinates = { lat?: number | null; lng?: number | null };

/** A latitude without a longitude (or the reverse) is refused on the field that is missing. */
export function bothOrNeither(value: MaybeCoordinates, context: z.RefinementCtx) {
  const hasLat = value.lat !== null && value.lat !== undefined;
  const hasLng = value.lng !== null && value.lng !== undefined;
  if (hasLat !== hasLng)
    context.addIssue({
      code: "custom",
      path: [hasLat ? "lng" : "lat"],
      message: CATALOGUE_MESSAGES.coordinatesPair,
    });
}

/** An absolute http(s) address with a host: no other scheme (javascript:, data:) reaches a link (docs/product.md §5). */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** A phone number as people write it: an optional leading +, then digits with spaces and ( ) - . / between them. */
const isPhoneNumber = (value: string) =>
  /^\+?[\d ().\-/]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;

const optionalText = (maxLength: number, tooLong: string) =>
  z.string().trim().max(maxLength, tooLong).nullable().optional();

/**
 * Practical details, each optional: empty text and null both mean none. Opening hours are checked here for
 * length only; their syntax needs the opening_hours library, which the server runs (src/server/domains/places/service.ts).
 */
const placeDetailFields = {
  website: optionalText(PLACE_DETAILS_MAX_LENGTH.website, PLACE_DETAILS_MESSAGES.websiteTooLong).refine(
    (value) => !value || isWebAddress(value),
    PLACE_DETAILS_MESSAGES.websiteInvalid,
  ),
  phone: optionalText(PLACE_DETAILS_MAX_LENGTH.phone, PLACE_DETAILS_MESSAGES.phoneTooLong).refine(
    (value) => !value || isPhoneNumber(value),
    PLACE_DETAILS_MESSAGES.phoneInvalid,
  ),
  priceLevel: z
    .number({ error: PLACE_DETAILS_MESSAGES.priceLevelRange })
    .int(PLACE_DETAILS_MESSAGES.priceLevelRange)
    .min(PRICE_LEVEL.min, PLACE_DETAILS_MESSAGES.priceLevelRange)
    .max(PRICE_LEVEL.max, PLACE_DETAILS_MESSAGES.priceLevelRange)
    .nullable()
    .optional(),
  openingHours: optionalText(
    PLACE_DETAILS_MAX_LENGTH.openingHours,
    PLACE_DETAILS_MESSAGES.openingHoursTooLong,
  ),
};

export const placeFields = z.object({
  name: z.string().trim().min(MIN_LENGTH.placeName, CATALOGUE_MESSAGES.placeNameTooShort).max(120),
  category: z.enum(CATEGORY_KEYS, { message: CATALOGUE_MESSAGES.placeCategoryRequired }),
  tag: z.string().trim().min(MIN_LENGTH.tag, CATALOGUE_MESSAGES.placeTagTooShort).max(40),
  address: z.string().trim().min(MIN_LENGTH.address, CATALOGUE_MESSAGES.placeAddressRequired).max(200),
  googleMapsLink: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), CATALOGUE_MESSAGES.placeInvalidUrl)
    .optional(),
  cityId: z
    .string({ error: CATALOGUE_MESSAGES.placeCityRequired })
    .min(1, CATALOGUE_MESSAGES.placeCityRequired)
    .pipe(z.uuid(CATALOGUE_MESSAGES.placeCityRequired)),
  ...coordinateFields,
  ...placeDetailFields,
});

/**
 * Every place created or saved has its location (places from before coordinates existed may lack one until then):
 * the message goes on the missing field, on the latitude when both are.
 */
function locationRequired(value: MaybeCoordinates, context: z.RefinementCtx) {
  const hasLng = value.lng !== null && value.lng !== undefined;
  for (const field of hasLng ? (["lat"] as const) : (["lat", "lng"] as const)) {
    if (value[field] !== null && value[field] !== undefined) continue;
    context.addIssue({ code: "custom", path: [field], message: CATALOGUE_MESSAGES.placeLocationRequired });
    return;
  }
}

/** Said with the other fields' messages, not only once they are right: the form names every gap at once. */
const alongsideOtherIssues = {
  when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
};

/** docs/product.md §5 Place rules, shared by the admin form and the server. */
export const placeInputSchema = placeFields.superRefine(locationRequired, alongsideOtherIssues);
export type PlaceInput = z.infer<typeof placeInputSchema>;

/** On update: which existing images stay (in order); new files are appended after them. */
export const placeUpdateSchema = placeFields
  .extend({ keepImages: z.array(z.string()).max(3) })
  .superRefine(locationRequired, alongsideOtherIssues);
export type PlaceUpdate = z.infer<typeof placeUpdateSchema>;

/** docs/product.md §5 City rules. */
export const cityInputSchema = z
  .object({
    name: z.string().trim().min(MIN_LENGTH.cityName, CATALOGUE_MESSAGES.cityNameRequired).max(60),
    value: z
      .string()
      .trim()
      .min(MIN_LENGTH.cityValue, CATALOGUE_MESSAGES.cityValueRequired)
      .max(60)
      .regex(/^[A-Za-z0-9]+$/, CATALOGUE_MESSAGES.cityValueCharacters),
    bgColor: z
      .string()
      .trim()
      .min(MIN_LENGTH.color, CATALOGUE_MESSAGES.cityColorRequired)
      .regex(/^#[0-9A-Fa-f]{3}([0-9A-Fa-f]{3})?$/, "Use a colour like #3F88C5"),
    ...coordinateFields,
    timezone: z.string().refine(isTimeZone, CATALOGUE_MESSAGES.timeZoneInvalid).nullable().optional(),
    aliases: z
      .array(
        z
          .string()
          .trim()
          .min(CITY_ALIASES.minLength, CATALOGUE_MESSAGES.cityAliasInvalid)
          .max(CITY_ALIASES.maxLength, CATALOGUE_MESSAGES.cityAliasInvalid)
          .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u, CATALOGUE_MESSAGES.cityAliasInvalid),
      )
      .max(CITY_ALIASES.max, CATALOGUE_MESSAGES.cityAliasesTooMany)
      .optional(),
  })
  .superRefine(bothOrNeither);
export type CityInput = z.infer<typeof cityInputSchema>;

/** How many guides (drafts included) and places belong to a city, asked before deleting it. */
export const cityUsageSchema = z.object({ guideCount: z.number().int(), placeCount: z.number().int() });
export type CityUsage = z.infer<typeof cityUsageSchema>;

export const placeUsageSchema = z.object({ guideCount: z.number().int() });
export type PlaceUsage = z.infer<typeof placeUsageSchema>;
