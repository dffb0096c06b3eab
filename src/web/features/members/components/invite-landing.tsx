import { Link, useNavigate } from "react-router";
import { GUIDE_MEMBER_MESSAGES } from "../../../../shared/guide-members";
import { Button, buttonClass } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/api/session";
import { ApiError, refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useAcceptInvite, useInvitePreview } from "../api/invites";

/** Where an invite link leads: the guide, its owner and the role, and joining (signing in first if need be). */
export function InviteLanding({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  const session = useSession();
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const here = `/invite/${encodeURIComponent(token)}`;
  if (preview.isPending) return <Spinner label="Loading invitation" />;
  if (preview.error instanceof ApiError && preview.error.status < 500) {
    return (
      <Card title="Invitation">
        <p>{GUIDE_MEMBER_MESSAGES.inviteGone}</p>
        <Link to={paths.home()} className={buttonClass("secondary", "w-fit")}>
          Go home
        </Link>
      </Card>
    );
  }
  if (!preview.data) {
    return (
      <Card title="Invitation">
        <p>Could not load this invitation.</p>
        <Button variant="secondary" className="w-fit" onClick={() => void preview.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { guide, owner, role } = preview.data;
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: ({ guideId }) => {
        toast.success(GUIDE_MEMBER_MESSAGES.joined);
        navigate(paths.guide(guide.location, guideId));
      },
      onError: (error) => {
        // Already in: the guide is theirs to see.
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          error.message === GUIDE_MEMBER_MESSAGES.alreadyMember
        )
          navigate(paths.guide(guide.location, guide.id));
        else toast.error(refusalMessage(error, "Could not join the guide") ?? "");
      },
    });
  return (
    <Card title={`Join ${guide.name}`}>
      <p>
        <strong>{owner.username}</strong> invites you to make <strong>{guide.name}</strong> ({guide.location})
        with them as{" "}
        {role === "editor"
          ? "an editor: you can change its places and notes"
          : "a viewer: you can see it and react"}
        .
      </p>
      {session.user ? (
        <Button className="w-fit" onClick={join} disabled={accept.isPending}>
          {accept.isPending ? "Joining..." : "Join guide"}
        </Button>
      ) : (
        !session.isPending && (
          <div className="flex flex-wrap gap-3">
            <Link to={paths.signIn(here)} className={buttonClass("primary")}>
              Sign in to join
            </Link>
            <Link to={paths.signUp(here)} className={buttonClass("secondary")}>
              Sign up
            </Link>
          </div>
        )
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-[560px] flex-col gap-4 rounded-2xl bg-surface p-6 ring-1 ring-white/10">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
