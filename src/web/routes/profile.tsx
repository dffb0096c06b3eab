import { useState } from "react";
import { Link, useParams } from "react-router";
import { ACCOUNT_MESSAGES, GUIDE_MESSAGES, MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { buttonClass } from "../components/ui/button";
import { useSession } from "../features/auth";
import {
  GuideGallery,
  GuideTable,
  OwnerActions,
  ProfileHeader,
  type ProfileView,
  useProfile,
} from "../features/profiles";
import { ApiError } from "../lib/api-client";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";
import { type ErrorToast, useErrorRedirect } from "../lib/use-error-redirect";

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

  let failure: ErrorToast | null = null;
  if (profile.error instanceof ApiError && profile.error.isNotFound) {
    failure = {
      title: ACCOUNT_MESSAGES.profileNotFoundTitle,
      description: ACCOUNT_MESSAGES.profileNotFoundText,
    };
  } else if (profile.isError) failure = { title: ACCOUNT_MESSAGES.profileLoadFailed };
  useErrorRedirect(failure, paths.home());

  if (!profile.data) {
    return (
      <p role="status" className="py-12 text-center text-muted">
        {profile.isError ? "" : MESSAGES.profile.loading}
      </p>
    );
  }
  const { profile: person, guides, drafts } = profile.data;
  const isOwner = session.user?.id === person.id;
  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader profile={person} />
      {isOwner && <OwnerActions view={view} onViewChange={setView} hasGuides={guides.length > 0} />}
      {!session.user && !session.isPending && (
        <div className="flex gap-2">
          <Link to={paths.signIn()} className={buttonClass("secondary")}>
            Sign In
          </Link>
          <Link to={paths.signUp()} className={buttonClass("primary")}>
            Sign Up
          </Link>
        </div>
      )}
      {isOwner && drafts.length > 0 && (
        <section aria-labelledby="drafts" className="flex flex-col gap-3">
          <div>
            <h2 id="drafts" className="text-lg font-semibold">
              Drafts
            </h2>
            <p className="text-sm text-muted">Only you can see these until you publish them.</p>
          </div>
          <GuideTable guides={drafts} />
        </section>
      )}
      {guides.length === 0 ? (
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
      ) : view === "table" && isOwner ? (
        <GuideTable guides={guides} />
      ) : (
        <GuideGallery guides={guides} isOwner={isOwner} />
      )}
    </div>
  );
}
