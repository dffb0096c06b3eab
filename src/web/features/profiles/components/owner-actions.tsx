import { LogOut, Pencil, Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../../shared/messages";
import { Button, buttonClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useSignOut } from "../../auth";

export type ProfileView = "gallery" | "table";

type OwnerActionsProps = { view: ProfileView; onViewChange: (view: ProfileView) => void; hasGuides: boolean };

export function SignOutButtons() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const run = (everywhere: boolean) =>
    signOut.mutate(
      { everywhere },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MESSAGES.signedOut);
          navigate(paths.signIn());
        },
        onError: () => toast.error(ACCOUNT_MESSAGES.signOutFailed),
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => run(false)} disabled={signOut.isPending}>
        <LogOut aria-hidden className="size-4" />
        Sign Out
      </Button>
      <Button variant="ghost" onClick={() => run(true)} disabled={signOut.isPending}>
        Sign out everywhere
      </Button>
    </>
  );
}

export function OwnerActions({ view, onViewChange, hasGuides }: OwnerActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/edit-profile" className={buttonClass("secondary")}>
        <Pencil aria-hidden className="size-4" />
        Edit Profile
      </Link>
      <SignOutButtons />
      <Button variant="secondary" onClick={() => onViewChange(view === "gallery" ? "table" : "gallery")}>
        {view === "gallery" ? "Table View" : "Gallery View"}
      </Button>
      {hasGuides && (
        <Link to={paths.createGuide()} className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" />
          New Guide
        </Link>
      )}
    </div>
  );
}
