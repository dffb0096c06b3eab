/** A supported city with its centre (WGS84) and IANA time zone. */
export type SupportedCity = {
  name: string;
  value: string;
  bgColor: string;
  lat: number;
  lng: number;
  timezone: string;
  /** Other names people search for it by (drizzle/0012_city_aliases.sql gives existing catalogues the same). */
  aliases?: string[];
};

export const DEFAULT_CARD_COLOR = "#1A1F2C";

/** Fallback city colours of docs/product.md §3, keyed by location lowercased without spaces or hyphens. */
const FALLBACK_CITY_COLORS: Record<string, string> = {
  newyork: "#A06CD5",
  paris: "#FF7B54",
  london: "#3F88C5",
  tokyo: "#FF5677",
  sydney: "#6D67E4",
  rome: "#FFB26B",
  barcelona: "#00A9FF",
  amsterdam: "#FF6B6B",
  berlin: "#4D77FF",
};

/** The ten cities the product supports (docs/product.md §3); colours for those without a fallback were chosen here. */
export const SUPPORTED_CITIES: SupportedCity[] = [
  {
    name: "Paris",
    value: "paris",
    bgColor: "#FF7B54",
    lat: 48.85661,
    lng: 2.35222,
    timezone: "Europe/Paris",
  },
  {
    name: "London",
    value: "london",
    bgColor: "#3F88C5",
    lat: 51.50735,
    lng: -0.12776,
    timezone: "Europe/London",
    aliases: ["LDN"],
  },
  {
    name: "New York",
    value: "newYork",
    bgColor: "#A06CD5",
    lat: 40.71278,
    lng: -74.00597,
    timezone: "America/New_York",
    aliases: ["NYC", "NY", "Big Apple"],
  },
  { name: "Tokyo", value: "tokyo", bgColor: "#FF5677", lat: 35.6895, lng: 139.69171, timezone: "Asia/Tokyo" },
  {
    name: "Barcelona",
    value: "barcelona",
    bgColor: "#00A9FF",
    lat: 41.38506,
    lng: 2.1734,
    timezone: "Europe/Madrid",
    aliases: ["BCN"],
  },
  {
    name: "Milan",
    value: "milan",
    bgColor: "#2EC4B6",
    lat: 45.46421,
    lng: 9.18951,
    timezone: "Europe/Rome",
    aliases: ["Milano"],
  },
  {
    name: "Seoul",
    value: "seoul",
    bgColor: "#F4A261",
    lat: 37.56654,
    lng: 126.97797,
    timezone: "Asia/Seoul",
  },
  {
    name: "Prague",
    value: "prague",
    bgColor: "#E76F51",
    lat: 50.07554,
    lng: 14.4378,
    timezone: "Europe/Prague",
    aliases: ["Praha"],
  },
  {
    name: "Berlin",
    value: "berlin",
    bgColor: "#4D77FF",
    lat: 52.52001,
    lng: 13.40495,
    timezone: "Europe/Berlin",
  },
  {
    name: "Rio de Janeiro",
    value: "rioDeJaneiro",
    bgColor: "#43AA8B",
    lat: -22.90685,
    lng: -43.1729,
    timezone: "America/Sao_Paulo",
    aliases: ["Rio"],
  },
];

/** Dark card backgrounds for cities without a fixed colour (docs/product.md §3: eight fallback dark colours). */
const FALLBACK_CARD_COLORS = [
  "#1A1F2C",
  "#2B3240",
  "#22303C",
  "#2D2A3E",
  "#1F3A3D",
  "#3B2F2F",
  "#2E3B2C",
  "#33283F",
];

function colorKey(location: string): string {
  return location.toLowerCase().replace(/[\s-]/g, "");
}

/** URL slug of a city: lowercase with dashes ("Rio de Janeiro" -> "rio-de-janeiro", "São Paulo" -> "sao-paulo"). */
export function citySlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Colours already worked out, by city value: a feed page asks for one per card, of a few cities. */
const colorByCityValue = new Map<string, string>();

/** A guide's card background: the city's fixed colour if known, else a hash of its value into dark colours. */
export function guideBackgroundColor(cityValue: string): string {
  let color = colorByCityValue.get(cityValue);
  if (color === undefined) {
    color = backgroundColorOf(cityValue);
    colorByCityValue.set(cityValue, color);
  }
  return color;
}

function backgroundColorOf(cityValue: string): string {
  const fixed = FALLBACK_CITY_COLORS[colorKey(cityValue)];
  if (fixed) return fixed;
  let hash = 0;
  for (const char of cityValue) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_CARD_COLORS[hash % FALLBACK_CARD_COLORS.length] ?? DEFAULT_CARD_COLOR;
}
