import { lazy, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;

/**
 * Sonner is a tenth of Home's first script yet shows nothing until something happens, so it loads with the first
 * toast, once; a failed load is tried again on the next toast. A page that never toasts never loads it.
 */
function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type Kind = "success" | "error" | "info";

let wanted = false;
const onWanted = new Set<() => void>();

/** Whether a toast was asked for: the toaster mounts from then on (Sonner shows a toast made before it mounts). */
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    (changed) => {
      onWanted.add(changed);
      return () => onWanted.delete(changed);
    },
    () => wanted,
    () => false,
  );

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const changed of onWanted) changed();
}

/** Sonner's own `toast`, through the lazy load: a toast made before the toaster mounts shows once it does. */
const show =
  (kind?: Kind) =>
  (message: string, data?: ExternalToast): void => {
    want();
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, data));
  };

export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  /** Closes the toast shown with this id; before any toast there is none to close. */
  dismiss: (id: string): void => {
    if (wanted) void loadSonner().then(({ toast }) => toast.dismiss(id));
  },
});

/** The toast area, mounted by the app shell's provider once a toast is wanted (useToasterWanted). */
export const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));
