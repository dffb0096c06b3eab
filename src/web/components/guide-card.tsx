import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GuideCard as GuideCardData } from "../../shared/schemas";
import { paths } from "../lib/paths";
import { BookmarkButton } from "./bookmark-button";
import { SaveCount } from "./save-count";
import { StoredImage } from "./ui/image";
import { UserChip } from "./ui/user-chip";

/**
 * A guide in a list: creator, bookmark, the 5:4 cover, location with the guide's name, and its saves. One line of
 * each text, so every card of a grid is as tall as the others and as its skeleton (guide-card-skeleton.tsx).
 */
export function GuideCard({
  guide,
  eager = false,
  mark,
}: {
  guide: GuideCardData;
  eager?: boolean;
  /** Laid on the cover's corner, and part of the link's name (e.g. that the guide is kept offline). */
  mark?: ReactNode;
}) {
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/5"
      style={{ backgroundColor: guide.backgroundColor }}
    >
      <div className="flex items-center justify-between gap-3 p-3">
        <UserChip username={guide.creator.username} avatar={guide.creator.avatar} />
        {/* A draft cannot be saved (docs/product.md §4 Drafts). */}
        {guide.status !== "draft" && (
          <BookmarkButton kind="guide" id={guide.id} label={guide.name} active={guide.isSaved} />
        )}
      </div>
      <Link
        to={paths.guide(guide.location, guide.id)}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="relative block">
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
          {mark && <span className="absolute bottom-2 left-2">{mark}</span>}
        </span>
        <div className="flex flex-1 items-end justify-between gap-3 bg-gradient-to-t from-black/70 to-black/45 px-4 py-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{guide.location}</h2>
            <p className="truncate text-sm text-white/80">{guide.name || `by ${guide.creator.name}`}</p>
          </div>
          <SaveCount guide={guide} />
        </div>
      </Link>
    </article>
  );
}
