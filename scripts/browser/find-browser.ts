/**
 * Which Chromium the browser tests drive, and how to get one when there is none. Everything the decision looks
 * at or runs comes in through `BrowserHost`, so the tests can replace the installers with fakes.
 */
export type BrowserHost = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isRoot: boolean;
  exists(file: string): boolean;
  /** The full path of a command on PATH, or undefined. */
  which(command: string): string | undefined;
  /** Where Playwright keeps (or would keep) its own Chromium. */
  playwrightChromium(): string;
  /** Runs a command with its output shown; true when it exits 0. */
  run(command: string, args: string[]): boolean;
  /** The text of /etc/os-release, or "" when there is none. */
  osRelease(): string;
};

export type Browser = { path: string; source: string };

/**
 * How every headless Chromium of ours starts (browser tests and benches): without the background connections a
 * closed network refuses many at a time, and without QUIC, sync or component updates.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export class BrowserUnavailableError extends Error {}

const SYSTEM_COMMANDS = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, string[]>> = {
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
  ],
  win32: [
    "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
  ],
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
};

/** A browser that is already there: CHROMIUM_PATH, then Playwright's own, then one installed on the system. */
export function locateBrowser(host: BrowserHost): Browser | undefined {
  const configured = host.env.CHROMIUM_PATH;
  if (configured) {
    if (!host.exists(configured)) {
      throw new BrowserUnavailableError(
        `CHROMIUM_PATH is set to "${configured}", but there is no file there: point it at a Chromium or Chrome ` +
          "executable, or unset it to let the tests find or install one.",
      );
    }
    return { path: configured, source: "CHROMIUM_PATH" };
  }
  const playwrights = host.playwrightChromium();
  if (host.exists(playwrights)) return { path: playwrights, source: "Playwright's Chromium" };
  for (const command of SYSTEM_COMMANDS) {
    const found = host.which(command);
    if (found) return { path: found, source: `system ${command}` };
  }
  const known = (SYSTEM_PATHS[host.platform] ?? []).find((file) => host.exists(file));
  return known ? { path: known, source: "system browser" } : undefined;
}

const isDebianLike = (osRelease: string) => /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(osRelease);

/**
 * A browser for the tests, installing one when none is there: Playwright's download first, else the operating
 * system's package where this user may install packages; otherwise one sentence saying what to run.
 */
export function provideBrowser(host: BrowserHost): Browser {
  const present = locateBrowser(host);
  if (present) return present;

  if (host.run("npx", ["playwright", "install", "chromium"]) && host.exists(host.playwrightChromium())) {
    return { path: host.playwrightChromium(), source: "Playwright's Chromium, just installed" };
  }
  if (host.platform === "linux" && host.isRoot && isDebianLike(host.osRelease())) {
    const env = ["DEBIAN_FRONTEND=noninteractive"];
    host.run("env", [...env, "apt-get", "update", "-qq"]);
    if (host.run("env", [...env, "apt-get", "install", "-y", "-qq", "chromium"])) {
      const installed = locateBrowser(host);
      if (installed) return { ...installed, source: `${installed.source}, just installed with apt-get` };
    }
  }
  const command =
    host.platform === "linux" && isDebianLike(host.osRelease())
      ? "`sudo apt-get install -y chromium`"
      : "`npx playwright install chromium`";
  throw new BrowserUnavailableError(
    `No Chromium or Chrome was found and none could be installed: run ${command}, or set CHROMIUM_PATH to one.`,
  );
}
