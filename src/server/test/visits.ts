import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/**
 * Visits `url` as an anonymous visitor until its page passes `check` (about five seconds at most): a write
 * reaches the kept visitors' pages by a database notification, which may arrive after the write's answer.
 */
export async function visitUntil(
  app: FastifyInstance,
  url: string,
  check: (page: LightMyRequestResponse) => boolean,
): Promise<LightMyRequestResponse> {
  let page = await app.inject({ method: "GET", url });
  for (let tries = 0; tries < 50 && !check(page); tries++) {
    await sleep(100);
    page = await app.inject({ method: "GET", url });
  }
  return page;
}
