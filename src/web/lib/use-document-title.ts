import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Sets the tab's title on client navigation, as the server wrote it into the first page (src/shared/page-titles).
 * Runs again on every address change, so moving between two pages of one screen never keeps a stale title;
 * `undefined` (data still loading) leaves the previous one.
 */
export function useDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title !== undefined && pathname) document.title = title;
  }, [title, pathname]);
}
