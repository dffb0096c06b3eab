import { Copy, Link2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateInviteLink } from "../api/invites";

const EXPIRIES = [1, 7, 30] as const;

/** Makes an invite link for a role and shows it this once, to copy (only its hash is kept on the server). */
export function InviteLinkForm({ guideId }: { guideId: string }) {
  const [role, setRole] = useState<GuideMemberRole>("editor");
  const [days, setDays] = useState<number>(7);
  const [singleUse, setSingleUse] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const create = useCreateInviteLink(guideId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { role, expiresInDays: days, singleUse },
      {
        onSuccess: (created) => setLink(`${location.origin}/invite/${created.token}`),
        onError: (error) => toast.error(refusalMessage(error, "Could not make the link") ?? ""),
      },
    );
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy: select the link and copy it");
    }
  };
  return (
    <section aria-labelledby="invite-link-heading" className="flex flex-col gap-3">
      <h3 id="invite-link-heading" className="font-semibold">
        Invite link
      </h3>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as GuideMemberRole)}>
            <option value="editor">Editor</option>
            <option value="viewer">Viewer</option>
          </SelectField>
          <SelectField label="Expires after" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {EXPIRIES.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? "1 day" : `${count} days`}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="inline-flex min-h-6 w-fit items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-violet-500"
            checked={singleUse}
            onChange={(e) => setSingleUse(e.target.checked)}
          />
          Single use
        </label>
        <Button type="submit" variant="secondary" className="w-fit" disabled={create.isPending}>
          <Link2 aria-hidden className="size-4" />
          {create.isPending ? "Making link..." : "Make invite link"}
        </Button>
      </form>
      {link && (
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="invite-link">
            Invite link to copy
          </label>
          <input
            id="invite-link"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-border bg-surface-raised px-3 py-2 text-sm"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden className="size-4" />
            Copy
          </Button>
        </div>
      )}
    </section>
  );
}
