import { type ReactNode, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { LoadError } from "../components/ui/load-error";
import { Spinner } from "../components/ui/spinner";
import { useSession, useSignedOutByUser } from "../lib/api/session";
import { armIntent } from "../lib/carried-intent";
import { useOnline } from "../lib/connection";
import { paths, safeReturnPath } from "../lib/paths";

/** docs/product.md §2 route guards: wait for the session at most this long, then decide with what is known. */
const SESSION_WAIT_MS = 2000;

function useSessionDecision() {
  const session = useSession();
  const online = useOnline();
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    if (!session.isPending) return;
    const timer = setTimeout(() => setWaitedTooLong(true), SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [session.isPending]);
  return {
    ...session,
    // Offline, the member last signed in is decided on at once: a page that asks for the session as it mounts
    // makes it pending again, and waiting would take that page away, to ask again as it comes back.
    deciding: session.isPending && !waitedTooLong && (online || !session.user),
    // A session that could not be asked for (the app shell offline, docs/decisions/032) is not a signed-out one;
    // the member last signed in on the device stays signed in (docs/decisions/050).
    unknown: session.query.isError && session.query.data === undefined && !session.user,
  };
}

function SessionUnknown({ retry }: { retry: () => unknown }): ReactNode {
  return <LoadError text={MESSAGES.app.sessionUnreachable} onRetry={() => void retry()} />;
}

function SignInFirst(): ReactNode {
  const location = useLocation();
  // After Sign Out, plain /signin (docs/product.md §2), whichever of this and the button's own navigation lands last.
  const { signedOut, clear } = useSignedOutByUser();
  // Read once: drawn again after `clear`, this guard would otherwise send away a second time, with the return.
  const [plain] = useState(signedOut);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when this guard first sends away
  useEffect(() => clear(), []);
  return <Navigate replace to={paths.signIn(plain ? undefined : location.pathname + location.search)} />;
}

/** Pages for signed-in users; visitors go to /signin and come back afterwards. */
export function RequireSignIn() {
  const { user, deciding, unknown, query } = useSessionDecision();
  if (deciding) return <Spinner label="Checking your session" />;
  if (unknown) return <SessionUnknown retry={query.refetch} />;
  return user ? <Outlet /> : <SignInFirst />;
}

/** The admin area: visitors sign in first, signed-in non-admins go home. */
export function RequireAdmin() {
  const { user, isAdmin, deciding, unknown, query } = useSessionDecision();
  if (deciding) return <Spinner label="Checking your session" />;
  if (unknown) return <SessionUnknown retry={query.refetch} />;
  if (!user) return <SignInFirst />;
  return isAdmin ? <Outlet /> : <Navigate replace to={paths.home()} />;
}

/** Sign-in and sign-up pages: whoever is signed in goes on to where they were heading, or home. */
export function GuestOnly() {
  const { user, deciding } = useSessionDecision();
  const [params] = useSearchParams();
  const showsForm = !deciding && !user;
  const redirect = params.get("redirect");
  useEffect(() => {
    if (showsForm) armIntent(redirect);
  }, [showsForm, redirect]);
  if (deciding) return <Spinner label="Checking your session" />;
  return user ? <Navigate replace to={safeReturnPath(redirect)} /> : <Outlet />;
}
