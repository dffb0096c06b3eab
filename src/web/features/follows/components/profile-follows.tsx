import { Ban, UserCheck, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { type PersonAction, usePersonAction, useProfileFollows } from "../api/follows";
import { PeopleDialog } from "./people-dialog";

type ProfileFollowsProps = {
  username: string;
  /** The reader's own profile: no Follow button, and their followers may be removed. */
  isOwn: boolean;
  signedIn: boolean;
};

const DONE: Partial<Record<PersonAction, (name: string) => string>> = {
  block: FOLLOW_MESSAGES.blocked,
  unblock: FOLLOW_MESSAGES.unblocked,
};

/**
 * A profile's follower and following counts, each opening its list, and for another signed-in member Follow /
 * Following and Block / Unblock (docs/decisions/063). Signed out, Follow leads to sign-in and back.
 */
export function ProfileFollows({ username, isOwn, signedIn }: ProfileFollowsProps) {
  const follows = useProfileFollows(username);
  const action = usePersonAction(username);
  const [list, setList] = useState<"followers" | "following" | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  if (!follows.data) return null;
  const { followers, following, viewer } = follows.data;
  const run = (what: PersonAction) =>
    action.mutate(what, {
      onSuccess: () => {
        const done = DONE[what];
        if (done) toast.success(done(username));
      },
      onError: (error) => toast.error(refusalMessage(error, FOLLOW_MESSAGES.failed) ?? ""),
    });
  const countClass =
    "rounded-lg px-2 py-1 text-sm hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={countClass} onClick={() => setList("followers")}>
        {FOLLOW_MESSAGES.followers(followers)}
      </button>
      <button type="button" className={countClass} onClick={() => setList("following")}>
        {FOLLOW_MESSAGES.followingCount(following)}
      </button>
      {!isOwn && !signedIn && (
        <Link to={paths.signIn(paths.profile(username))} className={buttonClass("primary")}>
          <UserPlus aria-hidden className="size-4" />
          {FOLLOW_MESSAGES.follow}
        </Link>
      )}
      {viewer && !viewer.blocked && (
        <Button
          variant={viewer.follows ? "secondary" : "primary"}
          aria-pressed={viewer.follows}
          disabled={action.isPending}
          onClick={() => run(viewer.follows ? "unfollow" : "follow")}
        >
          {viewer.follows ? (
            <UserCheck aria-hidden className="size-4" />
          ) : (
            <UserPlus aria-hidden className="size-4" />
          )}
          {viewer.follows ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow}
        </Button>
      )}
      {viewer && (
        <Button
          variant="ghost"
          disabled={action.isPending}
          onClick={() => (viewer.blocked ? run("unblock") : setConfirmBlock(true))}
        >
          <Ban aria-hidden className="size-4" />
          {viewer.blocked ? FOLLOW_MESSAGES.unblock : FOLLOW_MESSAGES.block}
        </Button>
      )}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={FOLLOW_MESSAGES.blockTitle(username)}
        description={FOLLOW_MESSAGES.blockText}
        confirmLabel={FOLLOW_MESSAGES.block}
        onConfirm={() => run("block")}
      />
      {list && (
        <PeopleDialog
          username={username}
          list={list}
          open
          onOpenChange={(open) => !open && setList(null)}
          removable={isOwn && list === "followers"}
        />
      )}
    </div>
  );
}
