import { MESSAGES } from "../../shared/messages";
import { toast } from "./toast";

/** What src/web/sw.ts takes as "take over now". */
const SKIP_WAITING = { type: "SKIP_WAITING" };

/**
 * "Reload" lets the waiting worker take over, then reloads the page into it; a tab open since the first visit
 * reloads too, since its reload comes from the worker's takeover, not from having been controlled.
 */
const takeOver = (worker: ServiceWorker) => () => {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING);
};

/** A new version waits until the user asks for it; one toast, by its id, however often it is announced. */
function offerNewVersion(worker: ServiceWorker): void {
  // The first worker takes the page that installed it (clientsClaim in sw.ts): only one waiting behind a
  // worker in control is an update.
  if (!navigator.serviceWorker.controller) return;
  toast(MESSAGES.app.newVersion, {
    id: MESSAGES.app.newVersion,
    duration: Number.POSITIVE_INFINITY,
    action: { label: MESSAGES.app.reload, onClick: takeOver(worker) },
  });
}

/**
 * Registers the production build's service worker (docs/decisions/032), loaded once the page has loaded, with
 * the browser's own API: workbox-window, which did the same, was 2.2 kB of what Home loads (decision 053).
 */
export async function registerServiceWorker(): Promise<void> {
  // Refused (a private window, storage turned off): the site works as it did before it had a worker.
  const registration = await navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .catch(() => undefined);
  if (!registration) return;
  if (registration.waiting) offerNewVersion(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offerNewVersion(worker);
    });
  });
}
