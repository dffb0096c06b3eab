import { Map as MapIcon, MapPin, Pencil } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CATEGORY_KEYS } from "../../../../shared/categories";
import { roleIn } from "../../../../shared/guide-members";
import { GUIDE_MESSAGES, MESSAGES } from "../../../../shared/messages";
import { PAGE_TITLES } from "../../../../shared/page-titles";
import type { GuideDetail } from "../../../../shared/schemas";
import { BookmarkButton } from "../../../components/bookmark-button";
import { SaveCount } from "../../../components/save-count";
import { ShareButton } from "../../../components/share-button";
import { buttonClass } from "../../../components/ui/button";
import { StoredImage } from "../../../components/ui/image";
import { UserChip } from "../../../components/ui/user-chip";
import { useSession } from "../../../lib/api/session";
import { wasJustPublished } from "../../../lib/just-published";
import { paths } from "../../../lib/paths";
import { ExportMenu } from "./export-menu";
import { GUIDE_MAP_ID } from "./guide-layout";

/** Longer than this, the introduction shows its first lines with 'Read more'. */
const LONG_INTRODUCTION = 180;

/**
 * The guide's header, compact so that its places start on the first screen (issue 46 item 1): a short cover band,
 * the name, the city with the place count, the creator and the actions, then the introduction's first lines.
 * `offline`: the page's offline control, which the route brings from the offline feature; `members` (the people
 * who make it) and `people` (the owner's sharing, a member's leaving) come from the members feature the same way,
 * and `follow` (Follow for the creator) from the follows feature.
 */
export function GuideHeader({
  guide,
  offline,
  members,
  people,
  follow,
}: {
  guide: GuideDetail;
  offline?: ReactNode;
  members?: ReactNode;
  people?: ReactNode;
  follow?: ReactNode;
}) {
  const { user } = useSession();
  const role = roleIn(guide, user?.id);
  // The owner edits their own guide from its page (demo guides are read-only: docs/product.md §6).
  const mine = role === "owner" && !guide.isDemo;
  // Editors change it too (docs/decisions/057).
  const canEdit = (mine || role === "editor") && !guide.isDemo;
  const guidePath = paths.guide(guide.location, guide.id);
  const shareTitle = PAGE_TITLES.guide({
    name: guide.name,
    cityName: guide.location,
    creator: guide.creator.username,
  });
  const placeCount = CATEGORY_KEYS.reduce((sum, key) => sum + guide.places[key].length, 0);
  return (
    <header
      className="overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/5 print:rounded-none print:bg-transparent! print:shadow-none print:ring-0"
      style={{ backgroundColor: guide.backgroundColor }}
    >
      <div className="relative h-28 print:hidden">
        <StoredImage
          storageKey={guide.coverImage}
          variant="cover"
          alt={`Cover of ${guide.name}`}
          width={1000}
          height={800}
          fetchPriority="high"
          className="size-full bg-surface object-cover"
        />
        <BookmarkButton
          kind="guide"
          id={guide.id}
          label={guide.name}
          active={guide.isSaved}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-col gap-2 bg-scrim p-4 print:p-0">
        <h1 className="text-2xl font-bold">{guide.name}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/80">
          <Link
            to={paths.city(guide.location)}
            className="inline-flex min-h-6 w-fit items-center gap-1 hover:text-white"
          >
            <MapPin aria-hidden className="size-4" />
            {guide.location}
          </Link>
          <span>{MESSAGES.guide.placeCount(placeCount)}</span>
          <SaveCount guide={guide} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <UserChip username={guide.creator.username} avatar={guide.creator.avatar} />
            {follow}
            {members}
          </div>
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            {people}
            {canEdit && (
              <Link to={paths.editGuide(guide.id)} className={buttonClass("secondary", "max-sm:px-2.5")}>
                <Pencil aria-hidden className="size-4" />
                <span className="max-sm:sr-only">{MESSAGES.guide.edit}</span>
              </Link>
            )}
            {guide.status === "published" && (
              <>
                <ShareButton title={shareTitle} path={guidePath} iconOnlyOnPhones />
                <ExportMenu guideId={guide.id} />
              </>
            )}
          </div>
        </div>
        {/* Its height is kept from the first drawing: the control appears once the service worker takes the
            page, and must not push the guide down then. */}
        <div className="flex min-h-9 items-center justify-between gap-2 print:hidden">
          <a
            href={`#${GUIDE_MAP_ID}`}
            className={buttonClass("secondary", "lg:invisible")}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(GUIDE_MAP_ID)?.scrollIntoView({ behavior: "smooth" });
            }}
          >
            <MapIcon aria-hidden className="size-4" />
            {MESSAGES.guide.map}
          </a>
          {offline}
        </div>
        {guide.status === "draft" && (
          <p className="w-fit rounded-full bg-amber-400/20 px-3 py-0.5 text-sm text-amber-100">
            {guide.members.length > 0 ? "Draft: only its members can see it" : "Draft: only you can see it"}
          </p>
        )}
        {guide.moderationReason && (
          <p role="note" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-100 ring-1 ring-red-500/30">
            {GUIDE_MESSAGES.moderatedNote(guide.moderationReason)}
            <span className="mt-1 block text-red-200/80">{GUIDE_MESSAGES.moderatedHint}</span>
          </p>
        )}
        {mine && guide.status === "published" && <SharePrompt title={shareTitle} path={guidePath} />}
        {guide.introduction && <Introduction text={guide.introduction} />}
      </div>
    </header>
  );
}

/**
 * The introduction, its first three lines when it is long, with 'Read more': a disclosure that works before the
 * app's scripts run (docs/decisions/036), and in print whole.
 */
function Introduction({ text }: { text: string }) {
  const paragraph = "whitespace-pre-line text-white/90";
  if (text.length <= LONG_INTRODUCTION) return <p className={paragraph}>{text}</p>;
  return (
    <div className="group/intro flex flex-col items-start gap-1">
      <p
        className={`${paragraph} line-clamp-3 group-has-[details[open]]/intro:line-clamp-none print:line-clamp-none`}
      >
        {text}
      </p>
      <details className="group/more print:hidden">
        <summary className="min-h-6 cursor-pointer list-none text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
          <span className="group-open/more:hidden">{MESSAGES.guide.readMore}</span>
          <span className="hidden group-open/more:inline">{MESSAGES.guide.readLess}</span>
        </summary>
      </details>
    </div>
  );
}

/** Right after the owner published the guide (lib/just-published.ts): an offer to share it, until dismissed. */
function SharePrompt({ title, path }: { title: string; path: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => wasJustPublished(location.state));
  // The browser keeps router state across a reload: taken out at once, the prompt shows this one time only.
  useEffect(() => {
    if (wasJustPublished(location.state))
      navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);
  if (!shown) return null;
  return (
    <section
      aria-label={GUIDE_MESSAGES.sharePromptTitle}
      className="flex flex-wrap items-center gap-3 rounded-xl bg-accent/15 p-3 ring-1 ring-accent/40 print:hidden"
    >
      <p className="min-w-48 flex-1 text-sm">
        <strong className="block text-base">{GUIDE_MESSAGES.sharePromptTitle}</strong>
        {GUIDE_MESSAGES.sharePromptText}
      </p>
      <div className="flex items-center gap-2">
        <ShareButton title={title} path={path} />
        <button
          type="button"
          onClick={() => setShown(false)}
          className="min-h-11 rounded-lg px-3 text-sm text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-accent"
        >
          {GUIDE_MESSAGES.sharePromptDismiss}
        </button>
      </div>
    </section>
  );
}
