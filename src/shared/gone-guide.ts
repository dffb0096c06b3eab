/**
 * A guide that was published and is not any more (docs/product.md §4 Gone guides): all its address may tell,
 * carried as the details of the API's 410 answer. Nothing of its content: not its name, creator or reason.
 */
export type GoneGuide = {
  id: string;
  why: "deleted" | "unpublished";
  city: { slug: string; name: string };
};

/** The code of its answer, which the server's GoneError carries too. */
export const GONE_CODE = "GONE";

export const goneDetails = (gone: GoneGuide): Record<string, string[]> => ({
  guideId: [gone.id],
  why: [gone.why],
  citySlug: [gone.city.slug],
  cityName: [gone.city.name],
});

/** The gone guide of a 410 answer's details; undefined for any other answer. */
export function goneGuideOf(details: Record<string, string[]> | undefined): GoneGuide | undefined {
  const [id] = details?.guideId ?? [];
  const [why] = details?.why ?? [];
  const [slug] = details?.citySlug ?? [];
  const [name] = details?.cityName ?? [];
  if (!id || (why !== "deleted" && why !== "unpublished") || !slug || !name) return undefined;
  return { id, why, city: { slug, name } };
}
