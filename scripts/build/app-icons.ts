import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

const LOGO = path.resolve("src/web/public/images/favicon.svg");

/** The icons the manifest and iOS ask for, by file under dist/web/icons. */
export const APP_ICONS = {
  any192: { file: "icons/icon-192.png", size: 192 },
  any512: { file: "icons/icon-512.png", size: 512 },
  maskable512: { file: "icons/maskable-512.png", size: 512 },
  appleTouch: { file: "icons/apple-touch-icon.png", size: 180 },
} as const;

/**
 * A maskable icon is cut to any shape inside its square and must keep what matters in the central circle of 80 %
 * of its width; the logo's pin spans 20/32 of it, so the whole logo at 80 % keeps the pin well inside.
 */
const MASKABLE_LOGO_SHARE = 0.8;

/** The logo's own square colour: full-bleed icons fill their corners with it, so the rounded square disappears. */
function logoColour(svg: string): string {
  const colour = /<rect[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  if (!colour) throw new Error(`${LOGO} has no <rect fill="#…">: the maskable icon needs its colour`);
  return colour;
}

async function render(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function fullBleed(svg: Buffer, background: string, size: number, share: number): Promise<Buffer> {
  const inner = Math.round(size * share);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await render(svg, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
}

/**
 * Renders the app's icons from the logo at build time (client build only), so a new logo needs no hand-made
 * PNGs. iOS puts transparent corners on black and rounds icons itself, so its icon is full-bleed too.
 */
export function appIcons(): Plugin {
  return {
    name: "cityguides-app-icons",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async generateBundle() {
      const svg = readFileSync(LOGO);
      const background = logoColour(svg.toString("utf8"));
      const icons = {
        [APP_ICONS.any192.file]: render(svg, APP_ICONS.any192.size),
        [APP_ICONS.any512.file]: render(svg, APP_ICONS.any512.size),
        [APP_ICONS.maskable512.file]: fullBleed(
          svg,
          background,
          APP_ICONS.maskable512.size,
          MASKABLE_LOGO_SHARE,
        ),
        [APP_ICONS.appleTouch.file]: fullBleed(svg, background, APP_ICONS.appleTouch.size, 1),
      };
      for (const [fileName, data] of Object.entries(icons)) {
        this.emitFile({ type: "asset", fileName, source: await data });
      }
    },
  };
}
