import { eq, sql } from "drizzle-orm";
import type { PlaceInput } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { placeImages, places } from "../../infrastructure/db/schema";

type PlaceFields = Omit<PlaceInput, "googleMapsLink"> & { googleMapsLink?: string };

type CoreFields = Pick<
  PlaceFields,
  "name" | "category" | "tag" | "address" | "googleMapsLink" | "cityId" | "lat" | "lng"
>;

/** The columns every place has, however it came (the admin's form, a suggestion, an import). */
export const placeColumns = (input: CoreFields) => ({
  name: input.name,
  category: input.category,
  tag: input.tag,
  address: input.address,
  googleMapsLink: input.googleMapsLink || null,
  cityId: input.cityId,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
});

const columns = (input: PlaceFields) => ({
  ...placeColumns(input),
  website: input.website || null,
  phone: input.phone || null,
  priceLevel: input.priceLevel ?? null,
  openingHours: input.openingHours || null,
});

/** A place's picture rows in order; the first is the primary one. */
export const imageRows = (placeId: string, keys: string[]) =>
  keys.map((storageKey, position) => ({ placeId, storageKey, position, isPrimary: position === 0 }));

/** A place and its images in one transaction; the first image is the primary one (docs/product.md §3). */
export async function insertPlace(
  db: Database,
  place: { id: string; input: PlaceFields; imageKeys: string[]; createdBy: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(places).values({ id: place.id, ...columns(place.input), createdBy: place.createdBy });
    await tx.insert(placeImages).values(imageRows(place.id, place.imageKeys));
  });
}

/** Rewrites a place and its image list (kept images first, in order, then new ones) in one transaction. */
export async function updatePlace(
  db: Database,
  id: string,
  input: PlaceFields,
  imageKeys: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(places)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(places.id, id));
    await tx.delete(placeImages).where(eq(placeImages.placeId, id));
    await tx.insert(placeImages).values(imageRows(id, imageKeys));
  });
}

/** Deletes a place; guides, bookmarks and image records that use it lose it by cascade. */
export async function deletePlace(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(places).where(eq(places.id, id)).returning({ id: places.id });
  return deleted.length > 0;
}
