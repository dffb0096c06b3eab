import { Link } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { buttonClass } from "../components/ui/button";
import { paths } from "../lib/paths";
import { useDocumentTitle } from "../lib/use-document-title";

export default function NotFoundRoute() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent">404</p>
      <h1 className="text-2xl font-semibold">{MESSAGES.notFound.title}</h1>
      <Link to={paths.home()} className={buttonClass("primary")}>
        {MESSAGES.notFound.returnHome}
      </Link>
    </div>
  );
}
