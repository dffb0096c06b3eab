import { lazy } from "react";
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;

/**
 * Sonner is a tenth of Home's first script yet shows nothing until something happens, so it loads after the first
 * paint, once; a failed load is tried again on the next toast.
 */
function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type Kind = "success" | "error" | "info";

/** Sonner's own `toast`, through the lazy load: a toast made before the toaster mounts shows once it does. */
const show =
  (kind?: Kind) =>
  (message: string, data?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, data));
  };

export const toast = Object.assign(show(), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  /** Closes the toast shown with this id. */
  dismiss: (id: string): void => {
    void loadSonner().then(({ toast }) => toast.dismiss(id));
  },
});

/** The toast area, mounted by the app shell's provider. */
export const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));
