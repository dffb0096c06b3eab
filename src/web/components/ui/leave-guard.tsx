import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { guardLeaving, type HeldNavigation } from "../../lib/guarded-history";
import { ConfirmDialog } from "./confirm-dialog";

type LeaveGuardProps = {
  /** Whether leaving now would lose something: unsaved changes, and no save under way. */
  when: boolean;
  /** What would be lost, e.g. "Your changes to this guide will be lost." */
  description: string;
};

type LeaveGuard = {
  /** Closes something that holds the changes (a dialog), after asking first while `when` holds. */
  confirmLeaving: (leave: () => void) => void;
  /** The question (Stay / Leave); render it once. */
  prompt: ReactNode;
};

/**
 * Asks before leaving a form with unsaved changes: in-app navigation, Back and (through `confirmLeaving`) closing
 * the dialog that holds the form get a dialog (Stay / Leave), closing or reloading the tab the browser's own prompt.
 */
export function useLeaveGuard({ when, description }: LeaveGuardProps): LeaveGuard {
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
  const confirmLeaving = (leave: () => void) => {
    if (when) setHeld({ proceed: leave, stay: () => undefined });
    else leave();
  };
  const prompt = (
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
  return { confirmLeaving, prompt };
}

/** The leave guard of a form that fills its page (the guide form, edit profile). */
export function LeaveGuard(props: LeaveGuardProps) {
  return useLeaveGuard(props).prompt;
}
