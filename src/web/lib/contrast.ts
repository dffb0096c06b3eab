/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join("") : value.slice(0, 6);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Pure black: with white, the one pair of inks of which one always reaches 4.5:1 (at worst 4.58:1). */
const DARK_INK = "#000000";

/**
 * The text colour for a surface painted in a city's own colour (the admin chooses it, so it can be any colour):
 * white or black, whichever contrasts more; one of the two always reaches 4.5:1.
 */
export function inkOn(background: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background)) return "#ffffff";
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, DARK_INK) ? "#ffffff" : DARK_INK;
}
