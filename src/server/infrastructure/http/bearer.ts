/** The token of an `Authorization: Bearer …` header, or undefined when the request carries none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
