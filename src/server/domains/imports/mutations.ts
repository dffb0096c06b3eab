import { eq } from "drizzle-orm";
import type { SuggestionInput } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { placeReviewEvents, places, users } from "../../infrastructure/db/schema";
import { suggestedPlaceRow } from "../suggestions/mutations";
import { countRecentImportedPlaces } from "./repository";

type NewPlaces = {
  userId: string;
  /** Admins' new places join the catalogue at once, as their suggestions do. */
  approved: boolean;
  places: Array<{ id: string; input: SuggestionInput }>;
  perDay: number;
};

/**
 * An import's new places as the user's suggestions, each with its 'imported' audit row, in one transaction:
 * all of them, or none when they would take the user past `perDay` in 24 hours (then the answer is false).
 * Locking the user's row queues one person's concurrent imports, as it does their suggestions.
 */
export async function insertImportedPlaces(db: Database, batch: NewPlaces): Promise<boolean> {
  if (batch.places.length === 0) return true;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, batch.userId)).for("update");
    const recent = await countRecentImportedPlaces(tx as unknown as Database, batch.userId);
    if (recent + batch.places.length > batch.perDay) return false;
    await tx
      .insert(places)
      .values(
        batch.places.map(({ id, input }) => suggestedPlaceRow(id, input, batch.userId, batch.approved)),
      );
    await tx.insert(placeReviewEvents).values(
      batch.places.map(({ id, input }) => ({
        placeId: id,
        placeName: input.name,
        action: "imported",
        actorId: batch.userId,
      })),
    );
    return true;
  });
}
