import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { BrowserHost } from "./find-browser";

/** This machine, as the browser finder sees it. */
export const realHost: BrowserHost = {
  env: process.env,
  platform: process.platform,
  isRoot: process.getuid?.() === 0,
  exists: (file) => existsSync(file),
  which: (command) => {
    for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
      const candidate = path.join(dir, command);
      if (dir && existsSync(candidate)) return candidate;
    }
    return undefined;
  },
  playwrightChromium: () => chromium.executablePath(),
  run: (command, args) =>
    spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" }).status === 0,
  osRelease: () => {
    try {
      return readFileSync("/etc/os-release", "utf8");
    } catch {
      return "";
    }
  },
};
