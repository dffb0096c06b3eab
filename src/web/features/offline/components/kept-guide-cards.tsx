import { useEffect, useState } from "react";
import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { GuideCard } from "../../../components/guide-card";
import { KEPT_CACHE } from "../../../lib/kept-cache";
import { useKeptGuides } from "../kept-guides";
import { keptRegistry } from "../kept-registry";
import { KeptMark } from "./kept-mark";

/** The kept guides' own answers (a guide's answer is also its card), newest kept first, read from the device alone. */
async function readKeptCards(): Promise<GuideCardData[]> {
  if (!("caches" in window)) return [];
  const guides = (await keptRegistry.all())
    .filter((guide) => !guide.declined)
    .sort((a, b) => b.keptAt - a.keptAt);
  const cache = await caches.open(KEPT_CACHE);
  const cards = await Promise.all(
    guides.map(async (guide) => {
      const answer = await cache.match(`/api/guides/${encodeURIComponent(guide.guideId)}`, {
        ignoreVary: true,
      });
      return answer ? ((await answer.json()) as GuideCardData) : undefined;
    }),
  );
  return cards.filter((card): card is GuideCardData => card !== undefined);
}

/**
 * The guides kept on this device as guide cards, for the screens that cannot reach the site (docs/product.md §2
 * Offline); `creator` keeps only that person's. `empty` is shown when there are none.
 */
export function KeptGuideCards({ creator, empty }: { creator?: string; empty?: string }) {
  const kept = useKeptGuides();
  const [cards, setCards] = useState<GuideCardData[] | undefined>();
  const keptIds = kept.map((guide) => guide.guideId).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever what is kept changes
  useEffect(() => {
    let current = true;
    readKeptCards().then(
      (read) => current && setCards(read),
      () => current && setCards([]),
    );
    return () => {
      current = false;
    };
  }, [keptIds]);
  if (!cards) return null;
  const shown = creator
    ? cards.filter((card) => card.creator.username.toLowerCase() === creator.toLowerCase())
    : cards;
  if (shown.length === 0) return empty ? <p className="text-muted">{empty}</p> : null;
  return (
    <ul className="card-grid">
      {shown.map((guide) => (
        <li key={guide.id}>
          <GuideCard guide={guide} mark={<KeptMark guideId={guide.id} />} />
        </li>
      ))}
    </ul>
  );
}
