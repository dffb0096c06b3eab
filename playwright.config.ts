import { defineConfig } from "@playwright/test";
import { SERVERS, serverUrl } from "./e2e/support/servers";
import { CHROMIUM_ARGS, locateBrowser } from "./scripts/browser/find-browser";
import { realHost } from "./scripts/browser/host";

const CI = Boolean(process.env.CI);

/** One server per entry of SERVERS, each seeded on a fresh data directory by e2e/support/serve.ts. */
const webServer = Object.entries(SERVERS).map(([name, { port }]) => ({
  command: `npx tsx e2e/support/serve.ts ${name}`,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: !CI,
  // Seeding the demo catalogue takes about 20 s on a 2-core machine.
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
}));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: "list",
  // The longest journeys take 25-40 s on a 2-core machine running two browsers and three servers.
  timeout: 60_000,
  // Failed requests are retried twice by the app (about 3 s) before an error shows.
  expect: { timeout: 10_000 },
  use: {
    baseURL: serverUrl("demo"),
    headless: true,
    // A trace of a test's retry, not of every test: recording every test (and discarding the traces of those that
    // pass) took about a quarter of the browser's CPU and a fifth of the suite's time on a 2-core machine.
    trace: "on-first-retry",
    // The service worker (docs/decisions/032) passes pages and data to the network while the site answers, but a
    // worker's requests slip past page.route and show twice in request counts; the specs about it allow it.
    serviceWorkers: "block",
    launchOptions: {
      // The one `npm test` provided (scripts/browser/ensure-browser.ts): CHROMIUM_PATH, Playwright's, or the system's.
      executablePath: locateBrowser(realHost)?.path,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      // Every screen (accessibility.spec.ts), the layouts, the navigation and one journey per area run on the
      // phone too. What is the same code at any width runs once, at desktop size: the specs below (form rules,
      // catalogue logic, keyboard use), and the tests tagged @desktop-only (error states, redirects, request
      // counts). The phone run was 40 % of the suite's time on a 2-core machine.
      testIgnore: [
        "admin-cities.spec.ts",
        "admin-guides.spec.ts",
        "admin-locations.spec.ts",
        "admin-location-picker.spec.ts",
        "admin-places.spec.ts",
        "admin-places-list.spec.ts",
        "admin-validation.spec.ts",
        "accounts-profile.spec.ts",
        "accounts-signin.spec.ts",
        "accounts-signup.spec.ts",
        "guide-editing.spec.ts",
        "guide-keyboard.spec.ts",
        "leave-guard.spec.ts",
        "place-details.spec.ts",
        "security-stored-text.spec.ts",
      ],
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer,
});
