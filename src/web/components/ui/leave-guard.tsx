import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { guardLeaving, type HeldNavigation } from "../../lib/guarded-history";
import { ConfirmDialog } from "./confirm-dialog";

type LeaveGuardProps = {
  /** Whether leaving now would lose something: unsaved changes, and no save under way. */
  when: boolean;
  /** What would be lost, e.g. "Your changes to this guide will be lost." */
  description: string;
};

/**
 * Asks before leaving a form with unsaved changes: in-app navigation and Back get a dialog (Stay / Leave),
 * closing or reloading the tab the browser's own prompt.
 */
export function LeaveGuard({ when, description }: LeaveGuardProps) {
  const { pathname, search } = useLocation();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(() => {
    if (!when) return;
    const here = pathname + search;
    const release = guardLeaving((next) => next !== here, setHeld);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => {
      release();
      window.removeEventListener("beforeunload", warn);
    };
  }, [when, pathname, search]);
  return (
    <ConfirmDialog
      open={held !== null}
      onOpenChange={(open) => {
        if (open) return;
        held?.stay();
        setHeld(null);
      }}
      title="Leave without saving?"
      description={description}
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => {
        const leaving = held;
        setHeld(null);
        leaving?.proceed();
      }}
    />
  );
}
