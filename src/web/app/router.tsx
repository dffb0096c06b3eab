import type { ComponentType } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { GuestOnly, RequireAdmin, RequireSignIn } from "./guards";
import { AppShell } from "./layout/app-shell";

/** Each screen is its own chunk, so Home loads only what it needs. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, lazy: page(() => import("../routes/home")) },
      { path: "cities", lazy: page(() => import("../routes/cities")) },
      { path: "city/:location", lazy: page(() => import("../routes/city-guides")) },
      { path: "guide/:location/:guideId?", lazy: page(() => import("../routes/guide-detail")) },
      {
        path: "guide/:location/:guideId/category/:category",
        lazy: page(() => import("../routes/category-detail")),
      },
      { path: "place/:placeId?", lazy: page(() => import("../routes/place-detail")) },
      { path: "search", lazy: page(() => import("../routes/search")) },
      {
        element: <GuestOnly />,
        children: [
          { path: "signin", lazy: page(() => import("../routes/sign-in")) },
          { path: "signup", lazy: page(() => import("../routes/sign-up")) },
          { path: "forgot-password", lazy: page(() => import("../routes/forgot-password")) },
          { path: "reset-password", lazy: page(() => import("../routes/reset-password")) },
        ],
      },
      {
        element: <RequireSignIn />,
        children: [
          { path: "profile", lazy: page(() => import("../routes/profile")) },
          { path: "profile/edit", lazy: page(() => import("../routes/edit-profile")) },
          { path: "edit-profile", element: <Navigate replace to="/profile/edit" /> },
          { path: "saved", lazy: page(() => import("../routes/saved")) },
          { path: "saved/:citySlug", lazy: page(() => import("../routes/saved-city")) },
          { path: "saved-expanded", lazy: page(() => import("../routes/saved-expanded")) },
          { path: "create-guide", lazy: page(() => import("../routes/create-guide")) },
          { path: "edit-guide/:guideId", lazy: page(() => import("../routes/edit-guide")) },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: "admin", lazy: page(() => import("../routes/admin")) }],
      },
      { path: "profile/:username", lazy: page(() => import("../routes/profile")) },
      { path: "*", lazy: page(() => import("../routes/not-found")) },
    ],
  },
]);
