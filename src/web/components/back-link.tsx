import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "./ui/button";

/**
 * Back as the browser's Back when the app has a page to return to; from a pasted or shared link (the first page
 * of this visit, which React Router keys "default") Back would leave the site, so it goes to `parent` instead.
 * A real link to `parent`, so that it leads somewhere before the app has started, or without it.
 */
export function BackLink({ parent, className = "" }: { parent: string; className?: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Link
      to={parent}
      onClick={(event) => {
        if (key === "default") return;
        event.preventDefault();
        navigate(-1);
      }}
      className={buttonClass("ghost", `w-fit -ml-2 ${className}`)}
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back
    </Link>
  );
}
