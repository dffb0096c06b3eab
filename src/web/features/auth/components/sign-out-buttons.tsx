import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useSignOut } from "../api/auth-actions";

export function SignOutButtons() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  // The promise, not mutate's own callbacks: signing out ends the session, the profile's guard may take this
  // screen away before those callbacks would run, and TanStack Query skips them once it has gone.
  const run = (everywhere: boolean) =>
    signOut.mutateAsync({ everywhere }).then(
      () => {
        toast.success(ACCOUNT_MESSAGES.signedOut);
        navigate(paths.signIn());
      },
      () => toast.error(ACCOUNT_MESSAGES.signOutFailed),
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
