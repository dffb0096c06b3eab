import type { GuideInvite } from "../../../../shared/schemas";
import { buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useGuideInvites, useRevokeInvite } from "../api/invites";

const day = new Intl.DateTimeFormat("en", { day: "numeric", month: "short" });

function describe(invite: GuideInvite) {
  const what = invite.invitee ? `${invite.invitee.username}` : invite.singleUse ? "Single-use link" : "Link";
  const role = invite.role === "editor" ? "editor" : "viewer";
  const uses = invite.invitee ? "" : `, used ${invite.uses}×`;
  return `${what} · ${role}${uses} · until ${day.format(new Date(invite.expiresAt))}`;
}

/** The guide's live invitations, each revocable. */
export function InviteList({ guideId }: { guideId: string }) {
  const invites = useGuideInvites(guideId, true);
  const revoke = useRevokeInvite(guideId);
  const items = invites.data?.items ?? [];
  return (
    <section aria-labelledby="invites-heading" className="flex flex-col gap-2">
      <h3 id="invites-heading" className="font-semibold">
        Live invitations
      </h3>
      {invites.isPending && <p className="text-sm text-muted">Loading invitations...</p>}
      {invites.isSuccess && items.length === 0 && <p className="text-sm text-muted">No live invitations.</p>}
      <ul className="flex flex-col gap-1">
        {items.map((invite) => (
          <li key={invite.id} className="flex items-center justify-between gap-2 text-sm">
            <span>{describe(invite)}</span>
            <ConfirmDialog
              trigger={
                <button type="button" className={buttonClass("ghost", "px-2 py-1 text-red-300")}>
                  Revoke<span className="sr-only"> {describe(invite)}</span>
                </button>
              }
              title="Revoke this invitation?"
              description="Nobody will be able to join with it any more."
              confirmLabel="Revoke"
              onConfirm={() =>
                revoke.mutate(invite.id, {
                  onSuccess: () => toast.success("Invitation revoked"),
                  onError: (error) => toast.error(refusalMessage(error, "Could not revoke it") ?? ""),
                })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
