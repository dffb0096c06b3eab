import { describe, expect, it } from "vitest";
import { type BrowserHost, BrowserUnavailableError, locateBrowser, provideBrowser } from "./find-browser";

const PLAYWRIGHTS = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';

/** A machine with the given files and commands; installers are fakes that record what was run. */
function fakeHost(options: {
  files?: string[];
  commands?: Record<string, string>;
  env?: Record<string, string>;
  platform?: NodeJS.Platform;
  isRoot?: boolean;
  osRelease?: string;
  /** What a successful command adds: the file Playwright downloads, or the system command apt installs. */
  installs?: { playwright?: boolean; apt?: boolean };
}) {
  const files = new Set(options.files ?? []);
  const commands = { ...options.commands };
  const ran: string[] = [];
  const host: BrowserHost = {
    env: options.env ?? {},
    platform: options.platform ?? "linux",
    isRoot: options.isRoot ?? false,
    exists: (file) => files.has(file),
    which: (command) => commands[command],
    playwrightChromium: () => PLAYWRIGHTS,
    osRelease: () => options.osRelease ?? "",
    run: (command, args) => {
      const line = [command, ...args].join(" ");
      ran.push(line);
      if (line === "npx playwright install chromium") {
        if (options.installs?.playwright) files.add(PLAYWRIGHTS);
        return Boolean(options.installs?.playwright);
      }
      if (line.includes("apt-get install")) {
        if (options.installs?.apt) commands.chromium = "/usr/bin/chromium";
        return Boolean(options.installs?.apt);
      }
      return true;
    },
  };
  return { host, ran };
}

describe("choosing the browser for the end-to-end tests", () => {
  it("takes CHROMIUM_PATH first, and installs nothing", () => {
    const { host, ran } = fakeHost({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      files: ["/opt/chrome/chrome", PLAYWRIGHTS],
      commands: { chromium: "/usr/bin/chromium" },
    });
    expect(provideBrowser(host)).toEqual({ path: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
    expect(ran).toEqual([]);
  });

  it("names the variable when CHROMIUM_PATH points at nothing, rather than quietly taking another", () => {
    const { host, ran } = fakeHost({
      env: { CHROMIUM_PATH: "/nope/chrome" },
      commands: { chromium: "/usr/bin/chromium" },
    });
    expect(() => provideBrowser(host)).toThrow(BrowserUnavailableError);
    expect(() => provideBrowser(host)).toThrow(
      /^CHROMIUM_PATH is set to "\/nope\/chrome", but there is no file there/,
    );
    expect(ran).toEqual([]);
  });

  it("takes a Chromium Playwright has already installed before a system one", () => {
    const { host, ran } = fakeHost({ files: [PLAYWRIGHTS], commands: { chromium: "/usr/bin/chromium" } });
    expect(provideBrowser(host)).toEqual({ path: PLAYWRIGHTS, source: "Playwright's Chromium" });
    expect(ran).toEqual([]);
  });

  it("finds a system Chromium or Chrome on PATH, or in the usual place on macOS", () => {
    expect(locateBrowser(fakeHost({ commands: { "google-chrome": "/usr/bin/google-chrome" } }).host)).toEqual(
      {
        path: "/usr/bin/google-chrome",
        source: "system google-chrome",
      },
    );
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(locateBrowser(fakeHost({ platform: "darwin", files: [mac] }).host)?.path).toBe(mac);
    expect(locateBrowser(fakeHost({}).host)).toBeUndefined();
  });

  it("installs Playwright's Chromium when none is there and the download works", () => {
    const { host, ran } = fakeHost({ installs: { playwright: true }, isRoot: true, osRelease: DEBIAN });
    expect(provideBrowser(host)).toEqual({
      path: PLAYWRIGHTS,
      source: "Playwright's Chromium, just installed",
    });
    expect(ran).toEqual(["npx playwright install chromium"]);
  });

  it("falls back to apt-get on Debian as root when the download fails", () => {
    const { host, ran } = fakeHost({ installs: { apt: true }, isRoot: true, osRelease: DEBIAN });
    expect(provideBrowser(host)).toEqual({
      path: "/usr/bin/chromium",
      source: "system chromium, just installed with apt-get",
    });
    expect(ran).toEqual([
      "npx playwright install chromium",
      "env DEBIAN_FRONTEND=noninteractive apt-get update -qq",
      "env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
    ]);
  });

  it("does not use apt-get without root, and says which command to run", () => {
    const { host, ran } = fakeHost({ isRoot: false, osRelease: DEBIAN });
    expect(() => provideBrowser(host)).toThrow(
      "No Chromium or Chrome was found and none could be installed: run `sudo apt-get install -y chromium`, or " +
        "set CHROMIUM_PATH to one.",
    );
    expect(ran).toEqual(["npx playwright install chromium"]);
  });

  it("tells macOS and other systems to run Playwright's installer", () => {
    const { host } = fakeHost({ platform: "darwin" });
    expect(() => provideBrowser(host)).toThrow(/run `npx playwright install chromium`/);
  });

  it("installs nothing on a second run, once a browser is there", () => {
    const { host, ran } = fakeHost({ installs: { apt: true }, isRoot: true, osRelease: DEBIAN });
    provideBrowser(host);
    const firstRun = ran.length;
    expect(provideBrowser(host).source).toBe("system chromium");
    expect(ran).toHaveLength(firstRun);
  });
});
