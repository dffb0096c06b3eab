import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { PageErrorBoundary } from "./error-boundary";
import { GuestOnly, RequireAdmin, RequireSignIn } from "./guards";
import { AppShell } from "./layout/app-shell";

/**
 * Each screen is its own chunk, so Home loads only what it needs. Plain routes rather than a data router
 * (createBrowserRouter): no screen uses loaders, actions or fetchers, and leaving the data router out keeps
 * about a third of React Router out of every page's first script.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return <Screen page={Page} />;
};

/**
 * A screen, which says on <html> once it runs: a page drawn on the server shows its content before the app
 * has loaded, and only then do its buttons work (the browser tests wait for this before acting).
 */
function Screen({ page: Page }: { page: ComponentType }) {
  useEffect(() => {
    document.documentElement.dataset.app = "running";
  }, []);
  return <Page />;
}

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: page(() => import("../routes/home")) },
      { path: "cities", element: page(() => import("../routes/cities")) },
      { path: "city/:location", element: page(() => import("../routes/city-guides")) },
      { path: "guide/:location/:guideId?", element: page(() => import("../routes/guide-detail")) },
      {
        path: "guide/:location/:guideId/category/:category",
        element: page(() => import("../routes/category-detail")),
      },
      { path: "place/:placeId?", element: page(() => import("../routes/place-detail")) },
      { path: "search", element: page(() => import("../routes/search")) },
      { path: "invite/:token", element: page(() => import("../routes/invite")) },
      {
        element: <GuestOnly />,
        children: [
          { path: "signin", element: page(() => import("../routes/sign-in")) },
          { path: "signup", element: page(() => import("../routes/sign-up")) },
          { path: "forgot-password", element: page(() => import("../routes/forgot-password")) },
          { path: "reset-password", element: page(() => import("../routes/reset-password")) },
        ],
      },
      {
        element: <RequireSignIn />,
        children: [
          { path: "profile", element: page(() => import("../routes/profile")) },
          { path: "profile/edit", element: page(() => import("../routes/edit-profile")) },
          { path: "edit-profile", element: <Navigate replace to="/profile/edit" /> },
          {
            path: "notifications/settings",
            element: page(() => import("../routes/notification-settings")),
          },
          { path: "saved", element: page(() => import("../routes/saved")) },
          { path: "saved/:citySlug", element: page(() => import("../routes/saved-city")) },
          { path: "saved-expanded", element: page(() => import("../routes/saved-expanded")) },
          { path: "create-guide", element: page(() => import("../routes/create-guide")) },
          { path: "edit-guide/:guideId", element: page(() => import("../routes/edit-guide")) },
          { path: "notifications", element: page(() => import("../routes/notifications")) },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: "admin", element: page(() => import("../routes/admin")) }],
      },
      { path: "profile/:username", element: page(() => import("../routes/profile")) },
      { path: "*", element: page(() => import("../routes/not-found")) },
    ],
  },
];

export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}
