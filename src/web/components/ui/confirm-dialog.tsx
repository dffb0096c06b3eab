import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

type ConfirmDialogProps = {
  /** The element that opens it; leave out and pass `open` to control it from outside. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  /** Under the description: what the action applies to, when a sentence cannot say it (a list of names). */
  children?: ReactNode;
  /** "Cancel" by default ("Close" when there is no action). */
  cancelLabel?: string;
  /** Leave both out when the action cannot succeed: the dialog then only explains, with a Close button. */
  confirmLabel?: string;
  onConfirm?: () => void;
};

/** Asks before an action that cannot be undone; focus stays trapped and Escape cancels. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl ring-1 ring-white/10">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>
              {cancelLabel ?? (onConfirm ? "Cancel" : "Close")}
            </AlertDialog.Cancel>
            {onConfirm && (
              <AlertDialog.Action
                className={buttonClass("primary", "bg-red-600 hover:bg-red-700")}
                onClick={onConfirm}
              >
                {confirmLabel}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
