import type { GuideDetail } from "../../../../shared/schemas";
import { Dialog } from "../../../components/ui/dialog";
import { InviteLinkForm } from "./invite-link-form";
import { InviteList } from "./invite-list";
import { MemberList } from "./member-list";
import { ReactionCountsSwitch } from "./reaction-counts-switch";
import { UserInviteForm } from "./user-invite-form";

type ShareDialogProps = { guide: GuideDetail; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The owner's sharing of a guide: invite links, invitations by username, its members (docs/decisions/057), and
 * whether everyone sees the reaction counts.
 */
export function ShareDialog({ guide, open, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Share ${guide.name}`}>
      <div className="flex flex-col gap-6">
        <InviteLinkForm guideId={guide.id} />
        <UserInviteForm guideId={guide.id} />
        <InviteList guideId={guide.id} />
        <MemberList guide={guide} />
        <ReactionCountsSwitch guide={guide} />
      </div>
    </Dialog>
  );
}
