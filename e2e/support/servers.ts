/** The two servers the end-to-end suite runs against (started by serve.ts through playwright.config.ts). */
export const SERVERS = {
  /** Demo content plus EXTRA_GUIDES, so the Home feed has more than one page. */
  demo: { port: 3100, demoContent: true },
  /** Cities only: no places, profiles or guides. */
  empty: { port: 3101, demoContent: false },
} as const;

export type ServerName = keyof typeof SERVERS;

export const serverUrl = (name: ServerName) => `http://localhost:${SERVERS[name].port}`;

/** Test guides added on top of the demo content; every fifth one has no cover. */
export const EXTRA_GUIDE_COUNT = 14;
export const EXTRA_GUIDE_CITIES = ["paris", "tokyo", "milan", "berlin", "seoul", "prague", "rioDeJaneiro"];
export const extraGuideHasCover = (number: number) => number % 5 !== 0;
