import { Link } from "react-router";
import { UserChip } from "../../../components/ui/user-chip";
import { paths } from "../../../lib/paths";
import { usePlaceGuides } from "../api/get-place-guides";

/** The place page's In guides section: each published guide with this place, newest first, and its creator's note. */
export function PlaceInGuides({ placeId }: { placeId: string }) {
  const guides = usePlaceGuides(placeId);
  const items = guides.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="in-guides" className="flex flex-col gap-3">
      <h2 id="in-guides" className="text-lg font-semibold">
        In guides
      </h2>
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
    </section>
  );
}
