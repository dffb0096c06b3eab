import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

/** What one link-preview card shows. Pictures come as PNG or JPEG bytes (satori reads neither WebP nor AVIF). */
type PreviewCard = {
  title: string;
  subtitle: string;
  byline: string;
  color: string;
  background?: Buffer;
  avatar?: Buffer;
};

const require = createRequire(import.meta.url);

/**
 * Inter (OFL) ships in the app's own dependencies, and system fonts are never loaded: the same card renders to the
 * same pixels on every machine, whatever fontconfig would have picked. Latin and Latin Extended cover the
 * product's ten cities; other scripts fall back to no glyph.
 */
const FONT_FILES = [
  [400, require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")],
  [400, require.resolve("@fontsource/inter/files/inter-latin-ext-400-normal.woff")],
  [700, require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")],
  [700, require.resolve("@fontsource/inter/files/inter-latin-ext-700-normal.woff")],
] as const;
const FONTS: Font[] = FONT_FILES.map(([weight, file]) => ({
  name: "Inter",
  weight,
  style: "normal",
  data: readFileSync(file),
}));

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString("base64")}`;

function layout(card: PreviewCard): ReactNode {
  const fill = {
    position: "absolute",
    top: 0,
    left: 0,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
  } as const;
  return h(
    "div",
    {
      style: {
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        display: "flex",
        backgroundColor: card.color,
        fontFamily: "Inter",
        color: "#ffffff",
      },
    },
    card.background
      ? h("img", { src: dataUrl(card.background), style: { ...fill, objectFit: "cover" } })
      : null,
    // Darkens the picture's lower part so white text stays readable on any cover.
    h("div", {
      style: { ...fill, backgroundImage: "linear-gradient(to bottom, rgba(0,0,0,0.05), rgba(0,0,0,0.8))" },
    }),
    h(
      "div",
      {
        style: {
          position: "absolute",
          left: 64,
          right: 64,
          bottom: 52,
          display: "flex",
          flexDirection: "column",
          gap: 12,
        },
      },
      card.avatar
        ? h("img", {
            src: dataUrl(card.avatar),
            width: 160,
            height: 160,
            style: { borderRadius: "50%", border: "6px solid #ffffff", marginBottom: 16 },
          })
        : null,
      h("div", { style: { fontSize: 30, fontWeight: 700, opacity: 0.9 } }, card.subtitle),
      h("div", { style: { fontSize: 68, fontWeight: 700, lineHeight: 1.1, lineClamp: 2 } }, card.title),
      h(
        "div",
        { style: { display: "flex", justifyContent: "space-between", fontSize: 30, marginTop: 8 } },
        h("span", {}, card.byline),
        h("span", { style: { fontWeight: 700 } }, "Cityguides"),
      ),
    ),
  );
}

/** The card as a 1200x630 PNG. */
export async function renderPreviewCard(card: PreviewCard): Promise<Buffer> {
  const svg = await satori(layout(card), { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: FONTS });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
