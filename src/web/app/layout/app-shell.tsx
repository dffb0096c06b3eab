import { lazy, Suspense } from "react";
import { NavLink, Outlet, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSessionEvents } from "../../features/auth";
import { useCityChanges } from "../../features/cities";
import { MobileSearch, SearchBox } from "../../features/search";
import { useSession } from "../../lib/api/session";
import { INTENT_PARAM, readIntent } from "../../lib/carried-intent";
import { useOfflineCapable } from "../../lib/use-offline-capable";
import { useResetOnAccountChange } from "../account-change";
import { PageErrorBoundary } from "../error-boundary";
import { AccountButtons } from "./account-buttons";
import { Brand } from "./brand";
import { navItems } from "./nav-items";
import { OfflineMark } from "./offline-mark";
import { useScrollOnNavigate } from "./scroll-on-navigate";

const OfflineWork = lazy(() => import("../offline/offline-work"));
const CarryOutIntent = lazy(() => import("./carry-out-intent"));
// A member's bell and its live count: never in a visitor's first script.
const MemberBell = lazy(() => import("./member-bell"));

function Bell({ live = false }: { live?: boolean }) {
  return (
    <Suspense fallback={null}>
      <MemberBell live={live} />
    </Suspense>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 font-medium transition-colors ${
    isActive ? "bg-surface-raised text-white" : "text-muted hover:bg-surface hover:text-white"
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-1 py-2 text-xs font-medium ${isActive ? "text-white" : "text-muted"}`;

/** Side menu on desktop; top bar plus bottom bar below the 768 px breakpoint (docs/product.md §2 Navigation). */
export function AppShell() {
  useCityChanges();
  useSessionEvents();
  useResetOnAccountChange();
  useScrollOnNavigate();
  const { user, isAdmin } = useSession();
  const items = navItems({ signedIn: Boolean(user), admin: isAdmin });
  const canKeep = useOfflineCapable();
  const carried = useSearchParams()[0].get(INTENT_PARAM);
  const intent = readIntent(carried);
  return (
    <div className="min-h-dvh md:pl-60 print:pl-0">
      {user && intent && (
        <Suspense fallback={null}>
          <CarryOutIntent key={carried} intent={intent} raw={carried ?? ""} />
        </Suspense>
      )}
      {canKeep && (
        <Suspense fallback={null}>
          <OfflineWork />
        </Suspense>
      )}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col gap-6 border-r border-border bg-background p-5 md:flex print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Brand />
          <div className="flex items-center gap-2">
            <OfflineMark />
            {user && <Bell live />}
          </div>
        </div>
        <search>
          <SearchBox />
        </search>
        <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
          {items.map(({ label, to, icon: Icon }) => (
            <NavLink key={to} to={to} end className={desktopLink}>
              <Icon aria-hidden className="size-5" />
              {label}
            </NavLink>
          ))}
        </nav>
        <AccountButtons signedIn={Boolean(user)} />
      </aside>

      <header className="sticky top-0 z-20 border-b border-border bg-background/90 backdrop-blur md:hidden print:hidden">
        <div className="flex h-14 items-center justify-between px-4">
          <Brand />
          <div className="ml-auto flex items-center gap-2">
            <search>
              <MobileSearch />
            </search>
            {user && <Bell />}
            <AccountButtons signedIn={Boolean(user)} compact />
          </div>
        </div>
        {/* Under the bar, which has no room left beside Create on a phone. */}
        <OfflineMark className="flex justify-center" pillClassName="mb-2" />
      </header>

      <main className="mx-auto w-full max-w-page px-4 pt-6 pb-24 md:px-8 md:pb-10 print:p-0">
        <PageErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>

      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-20 flex border-t border-border bg-background/95 backdrop-blur md:hidden print:hidden"
      >
        {items.map(({ label, to, icon: Icon }) => (
          <NavLink key={to} to={to} end className={mobileLink}>
            <Icon aria-hidden className="size-5" />
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
