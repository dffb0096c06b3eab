import { Link } from "react-router";
import { FEED_VIEWS } from "../../shared/feed";

/** Everyone's guides or the Following feed: a member's choice, kept in the address (`?view=following`). */
export default function HomeViewSwitch({ following = false }: { following?: boolean }) {
  const tab = (to: string, current: boolean, text: string) => (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent ${current ? "bg-accent-strong text-white" : "text-muted hover:text-white"}`}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label={FEED_VIEWS.label} className="flex h-8 items-center gap-2">
      {tab("/", !following, FEED_VIEWS.everyone)}
      {tab("/?view=following", following, FEED_VIEWS.following)}
    </nav>
  );
}
