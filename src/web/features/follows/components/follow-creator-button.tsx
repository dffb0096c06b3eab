import { UserCheck, UserPlus } from "lucide-react";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { Button } from "../../../components/ui/button";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { usePersonAction, useProfileFollows } from "../api/follows";

/**
 * Follow / Following for a guide's creator, in the guide's header, for a signed-in reader who is not the creator
 * (visitors' pages stay as they are drawn and kept: their Follow is on the creator's profile).
 */
export function FollowCreatorButton({ username, shown }: { username: string; shown: boolean }) {
  const follows = useProfileFollows(username, shown);
  const action = usePersonAction(username);
  const viewer = follows.data?.viewer;
  if (!shown || !viewer || viewer.blocked) return null;
  return (
    <Button
      variant={viewer.follows ? "secondary" : "primary"}
      aria-pressed={viewer.follows}
      aria-label={`${viewer.follows ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow} @${username.replace(/^@/, "")}`}
      disabled={action.isPending}
      className="px-3 py-1"
      onClick={() =>
        action.mutate(viewer.follows ? "unfollow" : "follow", {
          onError: (error) => toast.error(refusalMessage(error, FOLLOW_MESSAGES.failed) ?? ""),
        })
      }
    >
      {viewer.follows ? (
        <UserCheck aria-hidden className="size-4" />
      ) : (
        <UserPlus aria-hidden className="size-4" />
      )}
      {viewer.follows ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow}
    </Button>
  );
}
