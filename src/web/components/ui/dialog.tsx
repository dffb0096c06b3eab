import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** `wide` (a list to read, such as an import's rows): the whole screen on a phone, most of a laptop's width. */
  size?: "default" | "wide";
};

const SIZES = {
  default: "top-1/2 left-1/2 max-h-[90dvh] w-[min(94vw,560px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  wide: "inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[94dvh] sm:w-[min(94vw,1120px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
};

/** A modal with a title, focus kept inside, Escape and the close button to leave, and focus back where it was. */
export function Dialog({ open, onOpenChange, title, children, size = "default" }: DialogProps) {
  // Radix gives focus back only to a Dialog.Trigger; these dialogs are opened by their callers' own buttons.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed z-50 overflow-y-auto ${SIZES[size]} bg-surface p-4 shadow-xl sm:p-6 ring-1 ring-white/10`}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden className="size-4" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
