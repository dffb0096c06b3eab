/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { MESSAGES } from "../../shared/messages";
import { toast } from "./toast";

/**
 * workbox-window reloads on the new worker's takeover only in a page that was controlled when it registered: a
 * tab open since the first visit would stay on the old version, so the page reloads itself.
 */
const reloadInto = (update: () => Promise<void>) => () => {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  void update();
};

/**
 * Registers the production build's service worker (docs/decisions/032), loaded once the page has loaded. A new
 * version waits until the user asks for it: "Reload" lets it take over and reloads the page.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    // Workbox may announce one update twice (as installed, then as waiting): one toast, by its id.
    onNeedRefresh() {
      toast(MESSAGES.app.newVersion, {
        id: MESSAGES.app.newVersion,
        duration: Number.POSITIVE_INFINITY,
        action: { label: MESSAGES.app.reload, onClick: reloadInto(update) },
      });
    },
  });
}
