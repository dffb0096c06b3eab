/**
 * What the member benches (members.ts, fan-out.ts) share: one signed-in client sends many more sign-ups and
 * uploads than a person would, so the limits against abuse are lifted; and each timing is read as p50 and p99.
 */
export const UNLIMITED_ACCOUNTS = { AUTH_RATE_LIMIT: "100000", UPLOAD_RATE_LIMIT: "100000" };

/** The value below which `share` of the values fall (nearest rank). */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};
