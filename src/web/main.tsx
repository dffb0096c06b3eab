import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { unstable_HistoryRouter as HistoryRouter } from "react-router";
import { SERVER_STATE_ID } from "../shared/server-state";
import { AppRoot } from "./app/app-root";
import { rememberLastMember } from "./lib/api/last-member";
import { api } from "./lib/api-client";
import { watchConnection } from "./lib/connection";
import { appHistory } from "./lib/guarded-history";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

// Zod probes `new Function` to decide whether to compile its parsers, and the CSP (no 'unsafe-eval') reports the refused
// probe as a violation on every page with a form. Zod takes its settings from this global when it loads, with those
// pages' chunks, after this line; importing zod's config() here instead would add it to every page's first script.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

/** The data a server-rendered page was drawn from, when the server drew it (docs/decisions/025). */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

const client = createQueryClient();
const serverState = readServerState();
rememberLastMember(client);
// Asked while offline: answers from the server alone, never from what the device keeps.
watchConnection(client, () => api.get("/health/live"));
const app = (
  <AppRoot
    client={client}
    router={(routes) => <HistoryRouter history={appHistory}>{routes}</HistoryRouter>}
  />
);
if (serverState) {
  hydrate(client, serverState);
  // As a transition React takes over the page in slices, leaving the main thread free between them.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// The production build's service worker (docs/decisions/032) registers once the page has loaded, from its own
// chunk: it must not compete with the page's first paint or add to its first script.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => void import("./lib/service-worker").then((worker) => worker.registerServiceWorker());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
