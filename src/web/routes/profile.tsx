import { useState } from "react";
import { Link, useParams } from "react-router";
import { PROFILE_WITH_OTHERS_MESSAGES } from "../../shared/guide-members";
import { ACCOUNT_MESSAGES, GUIDE_MESSAGES, MESSAGES, OFFLINE_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { buttonClass } from "../components/ui/button";
import { LoadError } from "../components/ui/load-error";
import { SignOutButtons } from "../features/auth";
import { ProfileFollows } from "../features/follows";
import { InvitationsList } from "../features/members";
import { KeptGuideCards } from "../features/offline";
import {
  AccountActions,
  GuideGallerySkeleton,
  GuideListActions,
  GuideTableSkeleton,
  ProfileGuideList,
  ProfileHeader,
  ProfileHeaderSkeleton,
  type ProfileView,
  useProfile,
} from "../features/profiles";
import { useSession } from "../lib/api/session";
import { ApiError, NetworkError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

function VisitorActions() {
  return (
    <div className="flex gap-2">
      <Link to={paths.signIn()} className={buttonClass("secondary")}>
        Sign In
      </Link>
      <Link to={paths.signUp()} className={buttonClass("primary")}>
        Sign Up
      </Link>
    </div>
  );
}

/** /profile (own, table view) and /profile/{username} (anyone's, gallery view). */
export default function ProfileRoute() {
  const params = useParams();
  const session = useSession();
  const username = params.username?.replace(/^@/, "") ?? session.user?.username;
  const profile = useProfile(username);
  useDocumentTitle(
    params.username
      ? profile.data && PAGE_TITLES.profile(profile.data.profile)
      : PAGE_TITLES.plain("Profile"),
  );
  const [chosenView, setView] = useState<ProfileView | null>(null);
  const view = chosenView ?? (params.username ? "gallery" : "table");

  // Offline, the page stays and shows what the device keeps, rather than leaving for a Home that cannot load.
  const offline = profile.error instanceof NetworkError;
  let failure: ErrorToast | null = null;
  if (profile.error instanceof ApiError && profile.error.isNotFound) {
    failure = {
      title: ACCOUNT_MESSAGES.profileNotFoundTitle,
      description: ACCOUNT_MESSAGES.profileNotFoundText,
    };
  } else if (profile.isError && !offline) failure = { title: ACCOUNT_MESSAGES.profileLoadFailed };
  useErrorRedirect(failure, paths.home());
  if (profile.isError && !offline) return <p role="status" className="py-12" />;

  const data = profile.data;
  // Whose page it is follows from the session before the profile arrives, so the controls are there from the
  // start and only the name and the guides wait (usernames are unique regardless of case).
  const isOwner = data
    ? session.user?.id === data.profile.id
    : session.user?.username.toLowerCase() === username?.toLowerCase();
  const controls = isOwner ? (
    <AccountActions signOut={<SignOutButtons />} />
  ) : (
    !session.user && !session.isPending && <VisitorActions />
  );
  const shownView = view === "table" && isOwner ? "table" : "gallery";
  if (offline) {
    const known = isOwner ? session.user : null;
    const shown = {
      id: known?.id ?? "",
      username: username ?? "",
      firstName: known?.firstName ?? username ?? "",
      lastName: null,
      avatar: null,
      isDemo: false,
    };
    return (
      <div className="card-columns @container flex flex-col gap-8">
        <ProfileHeader profile={shown}>{controls}</ProfileHeader>
        <KeptGuideCards creator={username} />
        <LoadError text={OFFLINE_MESSAGES.unreachable} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  return (
    <div className="card-columns @container flex flex-col gap-8">
      {data ? (
        <ProfileHeader profile={data.profile}>{controls}</ProfileHeader>
      ) : (
        <ProfileHeaderSkeleton>{controls}</ProfileHeaderSkeleton>
      )}
      {username && <ProfileFollows username={username} isOwn={isOwner} signedIn={Boolean(session.user)} />}
      {isOwner && <InvitationsList />}
      {isOwner && (
        <GuideListActions view={view} onViewChange={setView} hasGuides={(data?.guides.length ?? 0) > 0} />
      )}
      {data ? (
        <ProfileGuides data={data} isOwner={isOwner} view={shownView} />
      ) : (
        <div role="status">
          <span className="sr-only">{MESSAGES.profile.loading}</span>
          {shownView === "table" ? <GuideTableSkeleton /> : <GuideGallerySkeleton isOwner={isOwner} />}
        </div>
      )}
    </div>
  );
}

type ProfileGuidesProps = {
  data: NonNullable<ReturnType<typeof useProfile>["data"]>;
  isOwner: boolean;
  view: ProfileView;
};

/**
 * The owner's drafts (only theirs to see), then the guides in the chosen view, or the empty state, then the guides
 * the person makes with others when the viewer may see any; each list shows its first page and the rest on request.
 */
function ProfileGuides({ data, isOwner, view }: ProfileGuidesProps) {
  return (
    <>
      {isOwner && data.drafts.length > 0 && (
        <section aria-labelledby="drafts" className="flex flex-col gap-3">
          <div>
            <h2 id="drafts" className="text-lg font-semibold">
              Drafts
            </h2>
            <p className="text-sm text-muted">Only you can see these until you publish them.</p>
          </div>
          <ProfileGuideList data={data} list="drafts" view="table" isOwner />
        </section>
      )}
      {data.guides.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-8">
          <p className="text-lg font-semibold">{GUIDE_MESSAGES.noGuidesYet}</p>
          {isOwner && (
            <>
              <p className="text-muted">{GUIDE_MESSAGES.createFirstGuide}</p>
              <Link to={paths.createGuide()} className={buttonClass("primary")}>
                {GUIDE_MESSAGES.createAGuide}
              </Link>
            </>
          )}
        </div>
      ) : (
        <ProfileGuideList data={data} list="guides" view={view} isOwner={isOwner} />
      )}
      {data.withOthers.length > 0 && (
        <section aria-labelledby="with-others" className="flex flex-col gap-3">
          <div>
            <h2 id="with-others" className="text-lg font-semibold">
              {PROFILE_WITH_OTHERS_MESSAGES.heading}
            </h2>
            <p className="text-sm text-muted">
              {PROFILE_WITH_OTHERS_MESSAGES.text(isOwner, data.profile.firstName)}
            </p>
          </div>
          <ProfileGuideList data={data} list="withOthers" view="gallery" isOwner={false} />
        </section>
      )}
    </>
  );
}
