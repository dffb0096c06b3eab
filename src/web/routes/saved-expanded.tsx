import { Navigate, useLocation } from "react-router";
import { citySlug } from "../../shared/cities";
import { paths } from "../lib/paths";

/** Old address of the one-city screen: the city comes in navigation state, or the visitor goes to /saved. */
export default function SavedExpandedRoute() {
  const state = useLocation().state as { city?: string } | null;
  return <Navigate replace to={state?.city ? paths.savedCity(citySlug(state.city)) : paths.saved()} />;
}
