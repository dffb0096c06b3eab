import { Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { paths } from "../../lib/paths";

/** 'Create' for signed-in users; 'Sign In' and 'Sign Up' for visitors (docs/product.md §2 Navigation). */
export function AccountButtons({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const location = useLocation();
  const size = compact ? "px-3 py-1.5" : "w-full";
  if (signedIn) {
    return (
      <Link to={paths.createGuide()} className={buttonClass("primary", size)}>
        <Plus aria-hidden className="size-4" />
        Create
      </Link>
    );
  }
  // Coming back to the page the visitor was on; from a sign-in page, to where that page would have sent them.
  const here = /^\/sign(in|up)/.test(location.pathname)
    ? (new URLSearchParams(location.search).get("redirect") ?? undefined)
    : location.pathname + location.search;
  return (
    <div className={compact ? "flex gap-2" : "flex flex-col gap-2"}>
      <Link to={paths.signIn(here)} className={buttonClass("secondary", size)}>
        Sign In
      </Link>
      <Link to={paths.signUp(here)} className={buttonClass("primary", size)}>
        Sign Up
      </Link>
    </div>
  );
}
