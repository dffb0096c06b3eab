import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { unstable_HistoryRouter as HistoryRouter } from "react-router";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";
import { appHistory } from "./lib/guarded-history";
import "./styles.css";

// Zod probes `new Function` to decide whether to compile its parsers, and the CSP (no 'unsafe-eval') reports the refused
// probe as a violation on every page with a form. Zod takes its settings from this global when it loads, with those
// pages' chunks, after this line; importing zod's config() here instead would add it to every page's first script.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <HistoryRouter history={appHistory}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>
  </StrictMode>,
);
