import { type FormEvent, useState } from "react";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { SelectField } from "../../../components/ui/select-field";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useInviteUser } from "../api/invites";

/** Invites a member of the site by username; they answer from their invitations. */
export function UserInviteForm({ guideId }: { guideId: string }) {
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<GuideMemberRole>("editor");
  const invite = useInviteUser(guideId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    invite.mutate(
      { username, role },
      {
        onSuccess: () => {
          toast.success(`Invited @${username.trim().replace(/^@/, "")}`);
          setUsername("");
        },
        onError: (error) => toast.error(refusalMessage(error, "Could not send the invitation") ?? ""),
      },
    );
  };
  return (
    <section aria-labelledby="invite-user-heading" className="flex flex-col gap-3">
      <h3 id="invite-user-heading" className="font-semibold">
        Invite by username
      </h3>
      <form onSubmit={submit} className="grid grid-cols-[1fr_8rem] items-end gap-3">
        <Field
          label="Username"
          value={username}
          autoComplete="off"
          onChange={(e) => setUsername(e.target.value)}
        />
        <SelectField
          label="Their role"
          value={role}
          onChange={(e) => setRole(e.target.value as GuideMemberRole)}
        >
          <option value="editor">Editor</option>
          <option value="viewer">Viewer</option>
        </SelectField>
        <Button type="submit" variant="secondary" className="w-fit" disabled={invite.isPending}>
          Invite
        </Button>
      </form>
    </section>
  );
}
