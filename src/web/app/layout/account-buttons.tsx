import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { paths } from "../../lib/paths";

/** Shown to visitors without an account (spec §2 Navigation). */
export function AccountButtons({ compact = false }: { compact?: boolean }) {
  const size = compact ? "px-3 py-1.5" : "w-full";
  return (
    <div className={compact ? "flex gap-2" : "flex flex-col gap-2"}>
      <Link to={paths.signIn()} className={buttonClass("secondary", size)}>
        Sign In
      </Link>
      <Link to={paths.signUp()} className={buttonClass("primary", size)}>
        Sign Up
      </Link>
    </div>
  );
}
