import { LogOut, UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { GuideRole } from "../../../../shared/guide-members";
import type { GuideDetail } from "../../../../shared/schemas";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useSession } from "../../../lib/api/session";
import { refusalMessage } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useRemoveMember } from "../api/members";
import { ShareDialog } from "./share-dialog";

/** On a guide's header: the owner's Share with people (invitations and members), a member's Leave guide. */
export function GuidePeopleButton({ guide, role }: { guide: GuideDetail; role: GuideRole }) {
  const [open, setOpen] = useState(false);
  if (role !== "owner") return <LeaveGuideButton guide={guide} />;
  return (
    <>
      <Button variant="secondary" className="max-sm:px-2.5" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Share with people</span>
      </Button>
      {open && <ShareDialog guide={guide} open={open} onOpenChange={setOpen} />}
    </>
  );
}

function LeaveGuideButton({ guide }: { guide: GuideDetail }) {
  const { user } = useSession();
  const leave = useRemoveMember(guide.id);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClass("secondary", "max-sm:px-2.5")}>
          <LogOut aria-hidden className="size-4" />
          <span className="max-sm:sr-only">Leave guide</span>
        </button>
      }
      title="Leave this guide?"
      description={`You will no longer edit or react to ${guide.name}${guide.status === "draft" ? ", nor see it while it is a draft" : ""}.`}
      confirmLabel="Leave guide"
      onConfirm={() =>
        user &&
        leave.mutate(user.id, {
          onSuccess: () => {
            toast.success(`You left ${guide.name}`);
            if (guide.status === "draft") navigate(paths.ownProfile());
          },
          onError: (error) => toast.error(refusalMessage(error, "Could not leave the guide") ?? ""),
        })
      }
    />
  );
}
