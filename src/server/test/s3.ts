import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { vi } from "vitest";
import type { S3Settings } from "../infrastructure/storage/s3";
import { freePort } from "./server-process";

export type TestS3Server = {
  settings: S3Settings;
  /** Calls `listener` with the key of each object stored from now on. */
  onObjectStored(listener: (key: string) => void): void;
  /** Stops answering, as a store going down does; `start()` brings it back with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary directory,
 * with one bucket. It takes any access key; the SDK still wants one, so the standard variables are set.
 */
export async function startTestS3Server(bucket = "cityguides-test"): Promise<TestS3Server> {
  vi.stubEnv("AWS_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "S3RVER");
  const directory = await mkdtemp(path.join(os.tmpdir(), "cityguides-s3-"));
  const port = await freePort();
  let server: S3rver | undefined;
  const listeners: Array<(key: string) => void> = [];
  const start = async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    // S3rver is a Koa app, an event emitter, though its types do not say so.
    const events = server as unknown as NodeJS.EventEmitter;
    events.on("event", (event: { Records: Array<{ s3: { object: { key: string } } }> }) => {
      for (const record of event.Records) for (const listener of listeners) listener(record.s3.object.key);
    });
    await server.run();
  };
  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping) return;
    // Requests still in hand finish after close, when s3rver's logger has no transport left to complain to.
    (stopping as unknown as { logger: { silent: boolean } }).logger.silent = true;
    const closed = stopping.close();
    // The SDK keeps connections alive: without cutting them, the "stopped" server would go on answering.
    (stopping as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    await closed;
  };
  await start();
  return {
    settings: { bucket, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", forcePathStyle: true },
    onObjectStored: (listener) => listeners.push(listener),
    start,
    stop,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
