import { Link } from "react-router";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import { ShowMore } from "../../../components/ui/show-more";
import { UserChip } from "../../../components/ui/user-chip";
import { paths } from "../../../lib/paths";
import { usePlaceGuides } from "../api/get-place-guides";

/**
 * The place page's In guides section: the newest published guides with this place and their creators' notes, how
 * many there are, and the rest a page at a time.
 */
export function PlaceInGuides({ placeId }: { placeId: string }) {
  const guides = usePlaceGuides(placeId);
  const pages = guides.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="in-guides" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="in-guides" className="text-lg font-semibold">
          In guides
        </h2>
        <span className="text-sm text-muted">{GUIDE_MESSAGES.inGuidesCount(total)}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((mention) => (
          <li
            key={mention.guideId}
            className="flex flex-col gap-2 rounded-xl bg-surface p-3 ring-1 ring-white/5"
          >
            <Link
              to={paths.guide(mention.citySlug, mention.guideId)}
              className="w-fit font-medium text-accent hover:underline"
            >
              {mention.guideName}
            </Link>
            <UserChip username={mention.creator.username} avatar={mention.creator.avatar} />
            {mention.note && <p className="text-sm whitespace-pre-line text-white/85">{mention.note}</p>}
          </li>
        ))}
      </ul>
      <ShowMore
        query={guides}
        texts={{
          more: GUIDE_MESSAGES.inGuidesMore,
          loading: GUIDE_MESSAGES.inGuidesLoading,
          failed: GUIDE_MESSAGES.inGuidesFailed,
        }}
      />
    </section>
  );
}
