import { z } from "zod";
import { byCategory, CATEGORY_KEYS } from "../categories";
import { MIN_LENGTH, PLACES_PER_CATEGORY } from "../limits";
import { GUIDE_MESSAGES } from "../messages";

export const GUIDE_NAME_MAX_LENGTH = 80;

const categoryPlaces = z
  .array(z.uuid())
  .min(PLACES_PER_CATEGORY.min, GUIDE_MESSAGES.missingPlacesText)
  .max(PLACES_PER_CATEGORY.max, GUIDE_MESSAGES.tooManyPlaces);

const guideName = z
  .string()
  .trim()
  .min(MIN_LENGTH.guideName, GUIDE_MESSAGES.nameTooShort)
  .max(GUIDE_NAME_MAX_LENGTH);
const guideCityId = z.uuid(GUIDE_MESSAGES.locationRequired);

/** What the guide form sends and the server accepts (docs/product.md §5 Guide form), for create and update alike. */
export const guideInputSchema = z
  .object({
    name: guideName,
    cityId: guideCityId,
    places: z.object(byCategory(() => categoryPlaces)),
  })
  .refine(
    ({ places }) => {
      const all = CATEGORY_KEYS.flatMap((key) => places[key]);
      return new Set(all).size === all.length;
    },
    { message: GUIDE_MESSAGES.duplicatePlace, path: ["places"] },
  );
export type GuideInput = z.infer<typeof guideInputSchema>;

/** The guide's own fields without its places, as the Edit Guide dialog changes them (docs/product.md §2 Admin dashboard). */
export const guideDetailsInputSchema = z.object({ name: guideName, cityId: guideCityId });
export type GuideDetailsInput = z.infer<typeof guideDetailsInputSchema>;
