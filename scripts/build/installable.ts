import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { APP_ICONS, appIcons } from "./app-icons";

const STYLES = path.resolve("src/web/styles.css");
const PAGE = path.resolve("src/web/index.html");

/** A colour of the Tailwind theme in styles.css, so the installed app's colours have one source. */
function themeColour(name: string): string {
  const colour = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(
    readFileSync(STYLES, "utf8"),
  )?.[1];
  if (!colour) throw new Error(`${STYLES} has no hex --color-${name}: the web app manifest needs it`);
  return colour;
}

/** The app's description as its page states it to search engines. */
function pageDescription(): string {
  const description = /<meta name="description" content="([^"]+)"/.exec(readFileSync(PAGE, "utf8"))?.[1];
  if (!description)
    throw new Error(`${PAGE} has no <meta name="description">: the web app manifest needs it`);
  return description;
}

const icon = ({ file, size }: { file: string; size: number }, purpose: "any" | "maskable") => ({
  src: `/${file}`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

/** The browser bar and iOS's home-screen icon, which the manifest does not give iOS. */
function installableHead(themeColor: string): Plugin {
  return {
    name: "cityguides-installable-head",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transformIndexHtml: () => [
      { tag: "meta", attrs: { name: "theme-color", content: themeColor }, injectTo: "head" },
      {
        tag: "link",
        attrs: { rel: "apple-touch-icon", href: `/${APP_ICONS.appleTouch.file}` },
        injectTo: "head",
      },
    ],
  };
}

/**
 * What makes the production build an installable app (docs/decisions/032): its icons, the web app manifest, and
 * the service worker compiled from src/web/sw.ts with the built files' precache list injected. For the client
 * build only: the server-side renderer's build serves no files.
 */
export function installable(): Plugin[] {
  const background = themeColour("background");
  return [
    appIcons(),
    installableHead(background),
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      // An update waits for the user's "Reload" (src/web/lib/service-worker.ts) rather than taking open tabs over.
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Cityguides",
        short_name: "Cityguides",
        description: pageDescription(),
        id: "/",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: background,
        background_color: background,
        icons: [
          icon(APP_ICONS.any192, "any"),
          icon(APP_ICONS.any512, "any"),
          icon(APP_ICONS.maskable512, "maskable"),
        ],
      },
      includeManifestIcons: false,
      injectManifest: {
        // The app shell and what it needs to draw any page: scripts, styles, fonts and the built-in basemap.
        // Not the .br/.gz copies beside them (the browser asks for the plain name) nor the icons.
        globPatterns: ["**/*.{js,mjs,css,html,woff2,svg,json}"],
        globIgnores: ["**/*.{br,gz}", ".vite/**"],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ];
}
