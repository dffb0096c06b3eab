import { z } from "zod";
import { CATEGORY_KEYS, type CategoryKey } from "../categories";
import { MIN_LENGTH, PLACES_PER_CATEGORY } from "../limits";
import { GUIDE_MESSAGES } from "../messages";

export const GUIDE_NAME_MAX_LENGTH = 80;

const categoryPlaces = z
  .array(z.uuid())
  .min(PLACES_PER_CATEGORY.min, GUIDE_MESSAGES.missingPlacesText)
  .max(PLACES_PER_CATEGORY.max, GUIDE_MESSAGES.tooManyPlaces);

/** What the guide form sends and the server accepts (spec §5 Guide form), for create and update alike. */
export const guideInputSchema = z
  .object({
    name: z.string().trim().min(MIN_LENGTH.guideName, GUIDE_MESSAGES.nameTooShort).max(GUIDE_NAME_MAX_LENGTH),
    cityId: z.uuid(GUIDE_MESSAGES.locationRequired),
    places: z.object(
      Object.fromEntries(CATEGORY_KEYS.map((key) => [key, categoryPlaces])) as Record<
        CategoryKey,
        typeof categoryPlaces
      >,
    ),
  })
  .refine(
    ({ places }) => {
      const all = CATEGORY_KEYS.flatMap((key) => places[key]);
      return new Set(all).size === all.length;
    },
    { message: GUIDE_MESSAGES.duplicatePlace, path: ["places"] },
  );
export type GuideInput = z.infer<typeof guideInputSchema>;
