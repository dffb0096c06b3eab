import { UserCheck, UserPlus } from "lucide-react";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { Button } from "../../../components/ui/button";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { usePersonAction, useProfileFollows } from "../api/follows";

type PersonFollowButtonProps = {
  username: string;
  /** How the button names the person to a screen reader: 'Follow {name}'. */
  name: string;
  /** False asks nothing and shows nothing (signed out, or the person themselves). */
  shown?: boolean;
};

/**
 * Follow / Following for a person, for a signed-in member: in a guide's header (its creator) and in lists of
 * people to follow. Nothing for someone who blocked either way: the profile is where that is said.
 */
export function PersonFollowButton({ username, name, shown = true }: PersonFollowButtonProps) {
  const follows = useProfileFollows(username, shown);
  const action = usePersonAction(username);
  const viewer = follows.data?.viewer;
  if (!shown || !viewer || viewer.blocked) return null;
  return (
    <Button
      variant={viewer.follows ? "secondary" : "primary"}
      aria-pressed={viewer.follows}
      aria-label={`${viewer.follows ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.follow} ${name}`}
      disabled={action.isPending}
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
