import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";

/**
 * The whole app under a router: the browser's history in the browser, a fixed address when the server renders
 * a page (src/web/server-render.tsx). Both draw the same tree, so the browser can take over the server's HTML.
 */
export function AppRoot({
  client,
  router,
}: {
  client: QueryClient;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <AppProvider client={client}>{router(<AppRoutes />)}</AppProvider>
    </StrictMode>
  );
}
