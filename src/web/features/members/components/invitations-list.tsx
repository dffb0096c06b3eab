import { Link, useNavigate } from "react-router";
import { GUIDE_MEMBER_MESSAGES } from "../../../../shared/guide-members";
import { buttonClass } from "../../../components/ui/button";
import { refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useAnswerInvitation, useMyInvitations } from "../api/invites";

/** The signed-in user's invitations by username, each to accept or decline; nothing when there are none. */
export function InvitationsList() {
  const invitations = useMyInvitations(true);
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-white/10"
          >
            <p className="text-sm">
              <Link to={paths.profile(invitation.invitedBy.username)} className="font-medium hover:underline">
                {invitation.invitedBy.username}
              </Link>{" "}
              invites you to <strong>{invitation.guide.name}</strong> ({invitation.guide.location}) as{" "}
              {invitation.role === "editor" ? "an editor" : "a viewer"}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass("primary")}
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation.id, accept: true },
                    {
                      onSuccess: () => {
                        toast.success(GUIDE_MEMBER_MESSAGES.joined);
                        navigate(paths.guide(invitation.guide.location, invitation.guide.id));
                      },
                      onError: (error) => toast.error(refusalMessage(error, "Could not accept it") ?? ""),
                    },
                  )
                }
              >
                Accept<span className="sr-only"> the invitation to {invitation.guide.name}</span>
              </button>
              <button
                type="button"
                className={buttonClass("secondary")}
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation.id, accept: false },
                    { onError: (error) => toast.error(refusalMessage(error, "Could not decline it") ?? "") },
                  )
                }
              >
                Decline<span className="sr-only"> the invitation to {invitation.guide.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
