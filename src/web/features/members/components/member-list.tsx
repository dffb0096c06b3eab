import type { GuideMemberRole } from "../../../../shared/guide-members";
import type { GuideDetail, GuideMember } from "../../../../shared/schemas";
import { buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useChangeRole, useHandOver, useRemoveMember } from "../api/members";

const failed = (fallback: string) => (error: unknown) => toast.error(refusalMessage(error, fallback) ?? "");

/** The guide's owner and members; the owner changes roles, removes members and hands the guide to an editor. */
export function MemberList({ guide }: { guide: GuideDetail }) {
  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-2">
      <h3 id="members-heading" className="font-semibold">
        Members
      </h3>
      <ul className="flex flex-col gap-2">
        <li className="text-sm">
          {guide.creator.username} <span className="text-muted">· owner</span>
        </li>
        {guide.members.map((member) => (
          <MemberRow key={member.id} guide={guide} member={member} />
        ))}
      </ul>
      {guide.members.length === 0 && <p className="text-sm text-muted">Nobody else yet.</p>}
    </section>
  );
}

function MemberRow({ guide, member }: { guide: GuideDetail; member: GuideMember }) {
  const changeRole = useChangeRole(guide.id);
  const remove = useRemoveMember(guide.id);
  const handOver = useHandOver(guide.id);
  const small = buttonClass("ghost", "px-2 py-1");
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>{member.username}</span>
      <div className="flex flex-wrap items-center gap-1">
        <label className="sr-only" htmlFor={`role-${member.id}`}>
          Role of {member.username}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) =>
            changeRole.mutate(
              { userId: member.id, role: event.target.value as GuideMemberRole },
              { onError: failed("Could not change the role") },
            )
          }
          className="rounded-lg border border-border bg-surface px-2 py-1"
        >
          <option value="editor">Editor</option>
          <option value="viewer">Viewer</option>
        </select>
        {member.role === "editor" && (
          <ConfirmDialog
            trigger={
              <button type="button" className={small}>
                Make owner<span className="sr-only"> {member.username}</span>
              </button>
            }
            title={`Make ${member.username} the owner?`}
            description="They will publish, delete and share the guide; you stay on as an editor."
            confirmLabel="Make owner"
            onConfirm={() =>
              handOver.mutate(member.id, {
                onSuccess: () => toast.success(`${member.username} now owns ${guide.name}`),
                onError: failed("Could not hand the guide over"),
              })
            }
          />
        )}
        <ConfirmDialog
          trigger={
            <button type="button" className={`${small} text-red-300`}>
              Remove<span className="sr-only"> {member.username}</span>
            </button>
          }
          title={`Remove ${member.username}?`}
          description="They will no longer edit or react to this guide."
          confirmLabel="Remove"
          onConfirm={() =>
            remove.mutate(member.id, {
              onSuccess: () => toast.success(`${member.username} removed`),
              onError: failed("Could not remove them"),
            })
          }
        />
      </div>
    </li>
  );
}
