const LIGHT = "#ffffff";
// The app's background: the darkest text it has.
const DARK = "#0f1117";

/** WCAG 2 relative luminance of #rgb or #rrggbb, or null for any other way of writing a colour. */
function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * White or near-black, whichever reads better on a city's colour: the colours are the admin's choice, and many
 * (Paris's coral, Barcelona's sky blue) give white text less than the 4.5:1 WCAG asks. White when the colour
 * cannot be read.
 */
export function textColourOn(background: string): string {
  const ground = luminance(background);
  if (ground === null) return LIGHT;
  return contrast(ground, 1) >= contrast(ground, luminance(DARK) ?? 0) ? LIGHT : DARK;
}
