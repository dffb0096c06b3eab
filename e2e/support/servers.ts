import os from "node:os";
import path from "node:path";

/** E2E_PORT_BASE moves both servers, so two suites can run side by side on one machine. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

/** The servers the end-to-end suite runs against (started by serve.ts through playwright.config.ts). */
export const SERVERS = {
  /** Demo content plus EXTRA_GUIDES, so the Home feed has more than one page. */
  demo: { port: PORT_BASE, demoContent: true, demoAccounts: true },
  /** Cities only: no places, profiles or guides. */
  empty: { port: PORT_BASE + 1, demoContent: false, demoAccounts: false },
  /**
   * Cities and the demo accounts only: the admin specs add and delete cities, places and guides here, where no
   * other spec counts them.
   */
  admin: { port: PORT_BASE + 2, demoContent: false, demoAccounts: true },
} as const;

export type ServerName = keyof typeof SERVERS;

/** The admin server's one place from before locations were required (serve.ts); no spec gives it one. */
export const PLACE_WITHOUT_LOCATION = { name: "Café Sense Lloc", cityValue: "barcelona" } as const;

/**
 * The map style of every test server: a loopback port nothing listens on, so each map shows the built-in
 * basemap as it would offline, and nothing reaches the internet. A test that wants a style that loads answers
 * this address itself (page.route).
 */
export const MAP_STYLE_URL = `http://127.0.0.1:${PORT_BASE + 9}/style.json`;

export const serverUrl = (name: ServerName) => `http://localhost:${SERVERS[name].port}`;

/** A test server's fresh data directory (serve.ts). */
export const dataDirOf = (name: ServerName) => path.join(os.tmpdir(), `cityguides-e2e-${SERVERS[name].port}`);

/**
 * Where a test server logs the mail it sends (SMTP_URL unset: the server log's mail lines, one JSON object each),
 * for the specs to read as a person reads their inbox.
 */
export const mailLogOf = (name: ServerName) => path.join(dataDirOf(name), "mail.log");

/** Test guides added on top of the demo content; every fifth one has no cover. */
export const EXTRA_GUIDE_COUNT = 14;
export const EXTRA_GUIDE_CITIES = ["paris", "tokyo", "milan", "berlin", "seoul", "prague", "rioDeJaneiro"];
export const extraGuideHasCover = (number: number) => number % 5 !== 0;
