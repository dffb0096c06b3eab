import { CATEGORY_KEYS } from "../../../shared/categories";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { GuideInput } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { InvalidInputError } from "../../infrastructure/errors";
import { findCityLocation, findPlaceFacts } from "../places/repository";

/**
 * The rules the form shows, enforced here too (docs/product.md §5): a known city, and every place existing, in that city
 * and of the category it is picked for. Counts and duplicates are already checked by the input schema. A
 * suggestion not yet approved is only the suggester's to pick (docs/decisions/019); to anyone else it does not exist,
 * except where it already stands in the guide (`inGuide`: a member's change keeps the owner's pick).
 */
export async function assertGuidePlacesFit(
  db: Database,
  input: GuideInput,
  creatorId: string,
  inGuide: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (!(await findCityLocation(db, input.cityId)))
    throw new InvalidInputError(GUIDE_MESSAGES.cityNotSupported, {
      cityId: [GUIDE_MESSAGES.cityNotSupported],
    });
  const ids = CATEGORY_KEYS.flatMap((key) => input.places[key]);
  const rows = await findPlaceFacts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const category of CATEGORY_KEYS) {
    for (const id of input.places[category]) {
      const place = byId.get(id);
      if (
        !place ||
        (place.reviewStatus !== "approved" && place.suggestedBy !== creatorId && !inGuide.has(id))
      )
        throw new InvalidInputError(GUIDE_MESSAGES.placeNotFound, {
          [`places.${category}`]: [GUIDE_MESSAGES.placeNotFound],
        });
      if (place.cityId !== input.cityId) {
        throw new InvalidInputError(GUIDE_MESSAGES.placeNotInCity, {
          [`places.${category}`]: [GUIDE_MESSAGES.placeNotInCity],
        });
      }
      if (place.category !== category) {
        throw new InvalidInputError(GUIDE_MESSAGES.placeWrongCategory, {
          [`places.${category}`]: [GUIDE_MESSAGES.placeWrongCategory],
        });
      }
    }
  }
}
