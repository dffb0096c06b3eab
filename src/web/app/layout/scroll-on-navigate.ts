import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A link or a redirect to another page starts it at the top, as a page load would: the app's plain routes
 * (app/router.tsx) have no ScrollRestoration. Back and Forward are left to the browser, which puts the page back
 * where it was; a change of the address's query or hash alone (a tab, a sort) keeps the place on the page.
 */
export function useScrollOnNavigate() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
