import { loadSharp } from "../infrastructure/storage/sharp";

/** Small deterministic generator, so the same seed always paints the same picture. */
function random(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(h)}, ${s}%, ${l}%, ${a})`;

/**
 * Paints an abstract picture for demo content (gradient sky, soft light and a skyline of blocks), so demo
 * images are made locally and never fetched.
 */
export async function paintDemoImage(
  seed: string,
  hue: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const next = random(seed);
  const h = (hue + next() * 40 - 20 + 360) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = (0.12 + next() * 0.25) * width;
    shapes.push(
      `<circle cx="${next() * width}" cy="${next() * height * 0.7}" r="${r}" fill="${hsl(h + next() * 60, 80, 70, 0.18)}"/>`,
    );
  }
  let x = 0;
  while (x < width) {
    const w = (0.05 + next() * 0.12) * width;
    const top = height * (0.45 + next() * 0.35);
    shapes.push(
      `<rect x="${x}" y="${top}" width="${w - 4}" height="${height - top}" rx="6" fill="${hsl(h + 180, 25, 12 + next() * 10, 0.85)}"/>`,
    );
    x += w;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${hsl(h, 70, 55)}"/><stop offset="1" stop-color="${hsl(h + 40, 60, 25)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join("")}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
}

/** A plain portrait silhouette on a coloured disc, for demo avatars. */
export async function paintDemoAvatar(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${hsl(hue, 55, 45)}"/>
    <circle cx="128" cy="100" r="46" fill="${hsl(hue, 40, 85)}"/>
    <ellipse cx="128" cy="236" rx="86" ry="76" fill="${hsl(hue, 40, 85)}"/></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
