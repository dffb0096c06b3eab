import { Link } from "react-router";
import type { GuideCard as GuideCardData } from "../../../../shared/schemas";
import { StoredImage } from "../../../components/ui/image";
import { UserChip } from "../../../components/ui/user-chip";
import { paths } from "../../../lib/paths";
import { BookmarkButton } from "../../saves";
import { SaveCount } from "./save-count";

/** A guide in a list: creator, bookmark, the 5:4 cover, location with the guide's name, and its saves. */
export function GuideCard({ guide, eager = false }: { guide: GuideCardData; eager?: boolean }) {
  return (
    <article
      className="relative overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/5"
      style={{ backgroundColor: guide.backgroundColor }}
    >
      <div className="flex items-center justify-between p-3">
        <UserChip username={guide.creator.username} avatar={guide.creator.avatar} />
        <BookmarkButton kind="guide" id={guide.id} label={guide.name} active={guide.isSaved} />
      </div>
      <Link
        to={paths.guide(guide.location, guide.id)}
        className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <StoredImage
          storageKey={guide.coverImage}
          variant="card"
          alt={`Cover of ${guide.name}`}
          width={600}
          height={480}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          className="aspect-[5/4] w-full bg-surface object-cover"
        />
        <div className="flex items-end justify-between gap-3 bg-gradient-to-t from-black/70 to-black/20 px-4 py-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{guide.location}</h2>
            <p className="text-sm text-white/80">{guide.name || `by ${guide.creator.name}`}</p>
          </div>
          <SaveCount guide={guide} />
        </div>
      </Link>
    </article>
  );
}
