import { MapPin, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/messages";
import { PAGE_TITLES } from "../../../../shared/page-titles";
import type { GuideDetail } from "../../../../shared/schemas";
import { BookmarkButton } from "../../../components/bookmark-button";
import { SaveCount } from "../../../components/save-count";
import { ShareButton } from "../../../components/share-button";
import { buttonClass } from "../../../components/ui/button";
import { StoredImage } from "../../../components/ui/image";
import { UserChip } from "../../../components/ui/user-chip";
import { useSession } from "../../../lib/api/session";
import { paths } from "../../../lib/paths";
import { ExportMenu } from "./export-menu";

/** `offline`: the page's offline control, which the route brings from the offline feature. */
export function GuideHeader({ guide, offline }: { guide: GuideDetail; offline?: ReactNode }) {
  const { user } = useSession();
  // The owner edits their own guide from its page (demo guides are read-only: docs/product.md §6).
  const mine = user?.id === guide.creator.id && !guide.isDemo;
  return (
    <header
      className="overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/5 print:rounded-none print:bg-transparent! print:shadow-none print:ring-0"
      style={{ backgroundColor: guide.backgroundColor }}
    >
      <div className="relative print:hidden">
        <StoredImage
          storageKey={guide.coverImage}
          variant="cover"
          alt={`Cover of ${guide.name}`}
          width={1000}
          height={800}
          fetchPriority="high"
          className="aspect-[5/4] w-full bg-surface object-cover"
        />
        <BookmarkButton
          kind="guide"
          id={guide.id}
          label={guide.name}
          active={guide.isSaved}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-col gap-3 bg-scrim p-4 print:p-0">
        <h1 className="text-2xl font-bold">{guide.name}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link
            to={paths.city(guide.location)}
            className="inline-flex w-fit items-center gap-1 text-sm text-white/80 hover:text-white"
          >
            <MapPin aria-hidden className="size-4" />
            {guide.location}
          </Link>
          <SaveCount guide={guide} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <UserChip username={guide.creator.username} avatar={guide.creator.avatar} />
          <div className="flex items-center gap-2 print:hidden">
            {mine && (
              <Link to={paths.editGuide(guide.id)} className={buttonClass("secondary", "max-sm:px-2.5")}>
                <Pencil aria-hidden className="size-4" />
                <span className="max-sm:sr-only">{MESSAGES.guide.edit}</span>
              </Link>
            )}
            {guide.status === "published" && (
              <>
                <ShareButton
                  title={PAGE_TITLES.guide({
                    name: guide.name,
                    cityName: guide.location,
                    creator: guide.creator.username,
                  })}
                  path={paths.guide(guide.location, guide.id)}
                />
                <ExportMenu guideId={guide.id} />
              </>
            )}
          </div>
        </div>
        {/* Its height is kept from the first drawing: the control appears once the service worker takes the
            page, and must not push the guide down then. */}
        {offline && <div className="flex min-h-9 items-center justify-end print:hidden">{offline}</div>}
        {guide.status === "draft" && (
          <p className="w-fit rounded-full bg-amber-400/20 px-3 py-0.5 text-sm text-amber-300">
            Draft: only you can see it
          </p>
        )}
        {guide.introduction && <p className="whitespace-pre-line text-white/90">{guide.introduction}</p>}
      </div>
    </header>
  );
}
