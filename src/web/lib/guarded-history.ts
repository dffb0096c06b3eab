import { type Location, type To, UNSAFE_createBrowserHistory } from "react-router";

/** A navigation held back until the user answers: `proceed` makes it, `stay` drops it. */
export type HeldNavigation = { proceed: () => void; stay: () => void };

type Guard = { holds: (next: Location | To) => boolean; ask: (held: HeldNavigation) => void };

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
let created: BrowserHistory | undefined;
/** Made on first use, not at import: the server-side renderer imports the app and has no window. */
const history = () => {
  created ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  return created;
};
/**
 * The guards set, newest last: two forms may hold changes at once (the admin's Create Place tab and its Edit
 * Place dialog), and the newest that holds a navigation asks.
 */
const guards: Guard[] = [];
const holding = (to: Location | To) => guards.findLast((guard) => guard.holds(to));
/** POP events the guard itself causes (undoing a Back, then redoing it), never shown to the router. */
let ownPops = 0;
let passNextPop = false;

function pathAndSearch(to: Location | To): string {
  const url = history().createURL(to);
  return url.pathname + url.search;
}

function guarded(to: To, navigate: () => void) {
  const guard = holding(to);
  if (guard) guard.ask({ proceed: navigate, stay: () => undefined });
  else navigate();
}

/**
 * The browser history the app's router runs on (plain routes, not the data router: docs/decisions/018), with
 * one addition the data router's blocker used to give: while a guard is set, leaving the page, by a link, by
 * the app or by the browser's Back and Forward, waits for the guard's answer.
 */
export const appHistory = {
  get action() {
    return history().action;
  },
  get location() {
    return history().location;
  },
  createHref: (to: To) => history().createHref(to),
  createURL: (to: To) => history().createURL(to),
  encodeLocation: (to: To) => history().encodeLocation(to),
  push: (to: To, state?: unknown) => guarded(to, () => history().push(to, state)),
  replace: (to: To, state?: unknown) => guarded(to, () => history().replace(to, state)),
  go: (delta: number) => history().go(delta),
  listen: (listener: Parameters<BrowserHistory["listen"]>[0]) =>
    history().listen((update) => {
      if (ownPops > 0) {
        ownPops -= 1;
        return;
      }
      const delta = update.delta;
      const isPop = update.action === "POP";
      const guard = isPop && !passNextPop && delta ? holding(update.location) : undefined;
      if (!guard || !delta) {
        if (isPop) passNextPop = false;
        listener(update);
        return;
      }
      // The address already changed: put it back, then ask.
      ownPops += 1;
      history().go(-delta);
      guard.ask({
        proceed: () => {
          passNextPop = true;
          history().go(delta);
        },
        stay: () => undefined,
      });
    }),
};

/** Sets a guard for leaving the current page; returns its removal. */
export function guardLeaving(holds: (next: string) => boolean, ask: Guard["ask"]): () => void {
  const own: Guard = { holds: (next) => holds(pathAndSearch(next)), ask };
  guards.push(own);
  return () => {
    const index = guards.indexOf(own);
    if (index !== -1) guards.splice(index, 1);
  };
}
