import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

type LeaveGuardProps = {
  /** Whether leaving now would lose something: unsaved changes, and no save under way. */
  when: boolean;
  /** What would be lost, e.g. "Your changes to this guide will be lost." */
  description: string;
};

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog (Stay / Leave), closing or
 * reloading the tab the browser's own prompt.
 */
export function LeaveGuard({ when, description }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description={description}
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}
