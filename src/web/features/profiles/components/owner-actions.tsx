import { LogOut, Pencil, Plus } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../../shared/messages";
import { Button, buttonClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useSignOut } from "../../auth";

export type ProfileView = "gallery" | "table";

type GuideListActionsProps = {
  view: ProfileView;
  onViewChange: (view: ProfileView) => void;
  hasGuides: boolean;
};

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

const VIEW_LABELS: Record<ProfileView, string> = { gallery: "Gallery View", table: "Table View" };

/** Edit Profile and signing out: the owner's account, beside the name on wide screens and under it on phones. */
export function AccountActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/edit-profile" className={buttonClass("secondary")}>
        <Pencil aria-hidden className="size-4" />
        Edit Profile
      </Link>
      <SignOutButtons />
    </div>
  );
}

/** How the owner's guides show (a radio group, as the city page's sort), and New Guide once there is one. */
export function GuideListActions({ view, onViewChange, hasGuides }: GuideListActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <ToggleGroup.Root
        type="single"
        value={view}
        // Choosing the chosen view again would clear it: one view is always on.
        onValueChange={(next) => next && onViewChange(next as ProfileView)}
        aria-label="Show guides as"
        className="inline-flex w-fit rounded-full bg-surface p-1 ring-1 ring-white/5"
      >
        {(["gallery", "table"] as const).map((option) => (
          <ToggleGroup.Item
            key={option}
            value={option}
            className="rounded-full px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-accent data-[state=on]:bg-surface-raised data-[state=on]:text-white"
          >
            {VIEW_LABELS[option]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {hasGuides && (
        <Link to={paths.createGuide()} className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" />
          New Guide
        </Link>
      )}
    </div>
  );
}
