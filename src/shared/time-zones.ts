/** IANA time-zone names this runtime knows, for the admin's city form. */
export const TIME_ZONES: readonly string[] = [...Intl.supportedValuesOf("timeZone"), "UTC"].sort();

/** Whether `name` is a time zone in its canonical IANA spelling ("Europe/Paris", not "europe/paris" or "+01:00"). */
export function isTimeZone(name: string): boolean {
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return resolved === name && TIME_ZONES.includes(name);
  } catch {
    return false;
  }
}
