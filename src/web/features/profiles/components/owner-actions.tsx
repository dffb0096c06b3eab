import { Pencil, Plus } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";

export type ProfileView = "gallery" | "table";

type GuideListActionsProps = {
  view: ProfileView;
  onViewChange: (view: ProfileView) => void;
  hasGuides: boolean;
};

const VIEW_LABELS: Record<ProfileView, string> = { gallery: "Gallery View", table: "Table View" };

/**
 * Edit Profile and signing out: the owner's account, beside the name on wide screens and under it on phones. The
 * sign-out buttons are the auth feature's, handed in by the profile route.
 */
export function AccountActions({ signOut }: { signOut: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/edit-profile" className={buttonClass("secondary")}>
        <Pencil aria-hidden className="size-4" />
        Edit Profile
      </Link>
      {signOut}
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
