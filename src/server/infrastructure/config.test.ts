import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_STYLE_URL } from "../../shared/map-style";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs embedded with demo content and sensible defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      demoContent: true,
    });
  });

  it("leaves demo content out with DATABASE_URL unless asked for", () => {
    const server = {
      DATABASE_URL: "postgres://app@db.example:5432/cityguides",
      BETTER_AUTH_SECRET: "s".repeat(32),
    };
    expect(loadConfig(server).demoContent).toBe(false);
    expect(loadConfig({ ...server, DEMO_CONTENT: "true" }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: "0" }).demoContent).toBe(false);
  });

  it("takes any http(s) map style, or the built-in basemap, and the free public style by default", () => {
    expect(loadConfig({}).mapStyleUrl).toBe(DEFAULT_MAP_STYLE_URL);
    expect(loadConfig({ MAP_STYLE_URL: "builtin" }).mapStyleUrl).toBe("builtin");
    const own = "http://127.0.0.1:8080/style.json";
    expect(loadConfig({ MAP_STYLE_URL: own }).mapStyleUrl).toBe(own);
    const archive = "pmtiles://https://maps.example.org/city.pmtiles";
    expect(loadConfig({ MAP_STYLE_URL: archive }).mapStyleUrl).toBe(archive);
  });

  it("reads PORT as a number", () => {
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
  });

  it("caps a kept guide's map tiles at 30 MB unless told otherwise", () => {
    expect(loadConfig({}).offlineTilesMaxMb).toBe(30);
    expect(loadConfig({ OFFLINE_TILES_MAX_MB: "120" }).offlineTilesMaxMb).toBe(120);
  });

  it("gives memory back after 10 quiet seconds unless told otherwise; 0 never does", () => {
    expect(loadConfig({}).quietMemorySeconds).toBe(10);
    expect(loadConfig({ QUIET_MEMORY_SECONDS: "0" }).quietMemorySeconds).toBe(0);
  });

  it("has no memory limit unless MEMORY_LIMIT_MB or the container sets one; the setting wins", () => {
    const none = () => undefined;
    expect(loadConfig({}, none)).toMatchObject({ memoryBudget: undefined, pageCacheBytes: 16_000_000 });
    expect(loadConfig({}, () => 512).memoryBudget?.limitMb).toBe(512);
    const set = loadConfig({ MEMORY_LIMIT_MB: "256" }, () => 2048);
    expect(set.memoryBudget?.limitMb).toBe(256);
    // A small limit keeps fewer pages drawn, unless PAGE_CACHE_MB says how many.
    expect(set.pageCacheBytes).toBe(8_000_000);
    expect(loadConfig({ MEMORY_LIMIT_MB: "256", PAGE_CACHE_MB: "12" }, none).pageCacheBytes).toBe(12_000_000);
    expect(() => loadConfig({ MEMORY_LIMIT_MB: "128" })).toThrow(/MEMORY_LIMIT_MB/);
  });

  it("stops the drawing thread after a minute without a page unless told otherwise; 0 keeps it", () => {
    expect(loadConfig({}).drawingThreadIdleSeconds).toBe(60);
    expect(loadConfig({ DRAWING_THREAD_IDLE_SECONDS: "0" }).drawingThreadIdleSeconds).toBe(0);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db.example/x"],
    ["DEMO_CONTENT", "yes"],
    ["MAP_STYLE_URL", "tiles.example.org/style.json"],
    ["MAP_STYLE_URL", "file:///etc/style.json"],
    ["MAP_STYLE_URL", "pmtiles://basemap.pmtiles"],
    ["MAP_STYLE_URL", "pmtiles://file:///srv/basemap.pmtiles"],
    ["OFFLINE_TILES_MAX_MB", "lots"],
    ["OFFLINE_TILES_MAX_MB", "-1"],
    ["QUIET_MEMORY_SECONDS", "2.5"],
    ["QUIET_MEMORY_SECONDS", "-1"],
    ["DRAWING_THREAD_IDLE_SECONDS", "-1"],
  ])("stops with a clear message for %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}:`));
  });

  it("refuses demo content in production, and leaves it off there by default", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_CONTENT: "true" })).toThrow(
      /Invalid configuration:\n\s+DEMO_CONTENT: demo content .* refused when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: "production" }).demoContent).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", DEMO_CONTENT: "true" }).demoContent).toBe(true);
  });

  it("requires BETTER_AUTH_SECRET with DATABASE_URL, since every node must sign sessions alike", () => {
    const url = "postgres://app@db.example:5432/cityguides";
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/BETTER_AUTH_SECRET: required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: url, BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret).toBe(
      "s".repeat(32),
    );
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it("selects S3 storage by S3_BUCKET, with the region, endpoint and path style beside it", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "city-pictures" }).s3).toEqual({
      bucket: "city-pictures",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: "pictures",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "eu-west-3",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "pictures",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-3",
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: "ab" }, /S3_BUCKET: 3 to 63 lowercase letters/],
    [{ S3_BUCKET: "Pictures" }, /S3_BUCKET: 3 to 63 lowercase letters/],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_ENDPOINT: has no effect without S3_BUCKET/],
    [{ S3_FORCE_PATH_STYLE: "true" }, /S3_FORCE_PATH_STYLE: has no effect without S3_BUCKET/],
    [{ S3_BUCKET: "pictures", S3_ENDPOINT: "ftp://files.example" }, /S3_ENDPOINT:/],
    [{ MEDIA_BASE_URL: "cdn.example.com" }, /MEDIA_BASE_URL:/],
  ])("stops start-up on a wrong storage setting %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("keeps MEDIA_BASE_URL without a trailing slash", () => {
    expect(loadConfig({ MEDIA_BASE_URL: "https://cdn.example.com/media/" }).mediaBaseUrl).toBe(
      "https://cdn.example.com/media",
    );
  });
});
