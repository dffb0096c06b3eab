import { CATEGORY_KEYS } from "../../shared/categories";
import type { GuideCard, GuideDetail, PlaceSummary, SearchResults } from "../../shared/schemas";

/**
 * Search among the guides kept on the device, for the service worker to answer /api/search with when the site
 * cannot be reached (docs/decisions/033). It ranks the way the server's trigram search does (docs/decisions/015,
 * pg_trgm's `similarity` and `word_similarity` with their default thresholds), on the same folded text, so a
 * typo finds offline what it finds online.
 */

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((gram) => b.has(gram)).length;

/** pg_trgm's `similarity`: shared trigrams over all trigrams of both. */
function similarity(q: Set<string>, field: Set<string>): number {
  const common = shared(q, field);
  return common === 0 ? 0 : common / (q.size + field.size - common);
}

/** Close to pg_trgm's `word_similarity`: how much of the query's trigrams the field holds. */
const wordSimilarity = (q: Set<string>, field: Set<string>) => (q.size === 0 ? 0 : shared(q, field) / q.size);

const SIMILARITY_THRESHOLD = 0.3;
const WORD_SIMILARITY_THRESHOLD = 0.6;

/** 0 when the field does not match; otherwise the server's score, with its boost for containing the query. */
function score(q: string, field: string | null): number {
  if (!field) return 0;
  const [qGrams, fieldGrams] = [trigrams(q), trigrams(field)];
  const whole = similarity(qGrams, fieldGrams);
  const words = wordSimilarity(qGrams, fieldGrams);
  if (whole < SIMILARITY_THRESHOLD && words < WORD_SIMILARITY_THRESHOLD) return 0;
  const [folded, foldedQ] = [fold(field), fold(q)];
  const boost = folded.startsWith(foldedQ) ? 0.5 : folded.includes(foldedQ) ? 0.25 : 0;
  return Math.max(whole, words) + boost;
}

const best = (q: string, fields: (string | null)[]) => Math.max(0, ...fields.map((field) => score(q, field)));

function ranked<T>(items: { item: T; score: number }[], limit: number): T[] {
  return items
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item }) => item);
}

/** The kept guides and their places that match `q`, best first, `limit` a group; no cities or people offline. */
export function searchKept(guides: GuideDetail[], q: string, limit: number): SearchResults {
  const places = new Map<string, { item: PlaceSummary; score: number }>();
  const guideHits: { item: GuideCard; score: number }[] = [];
  for (const guide of guides) {
    const { cityId: _city, updatedAt: _updated, introduction, places: byCategory, ...card } = guide;
    guideHits.push({ item: card, score: best(q, [guide.name, guide.location, introduction]) });
    for (const category of CATEGORY_KEYS) {
      for (const { note, priceLevel: _price, openingHours: _hours, ...place } of byCategory[category]) {
        const found = best(q, [place.name, place.tag, place.address, note]);
        if (found > (places.get(place.id)?.score ?? 0)) places.set(place.id, { item: place, score: found });
      }
    }
  }
  return {
    guides: ranked(guideHits, limit),
    places: ranked([...places.values()], limit),
    cities: [],
    profiles: [],
    didYouMean: [],
    keptOnly: true,
  };
}
