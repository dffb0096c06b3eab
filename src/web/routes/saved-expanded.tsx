import { Navigate, useLocation } from "react-router";
import { citySlug } from "../../shared/cities";
import { PAGE_TITLES } from "../../shared/page-titles";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";

/** Old address of the one-city screen: the city comes in navigation state, or the visitor goes to /saved. */
export default function SavedExpandedRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Saved"));
  const state = useLocation().state as { city?: string } | null;
  return <Navigate replace to={state?.city ? paths.savedCity(citySlug(state.city)) : paths.saved()} />;
}
