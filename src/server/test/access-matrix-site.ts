import { type AccessRoute, everyone, publicRead } from "./access-matrix-shape";

/** The routes around the API (health, docs, metrics, media, previews, sitemap): part of ACCESS_MATRIX. */
export const SITE_ROUTES: Record<string, AccessRoute> = {
  "GET /api/health": publicRead("GET /api/health"),
  "GET /api/health/live": publicRead("GET /api/health/live"),
  "GET /api/health/ready": publicRead("GET /api/health/ready"),
  "GET /api/docs": publicRead("GET /api/docs"),
  "HEAD /api/docs/": publicRead("HEAD /api/docs/"),
  "GET /api/docs/json": publicRead("GET /api/docs/json"),
  "GET /api/docs/yaml": publicRead("GET /api/docs/yaml"),
  "GET /api/docs/static/index.html": publicRead("GET /api/docs/static/index.html", 302),
  "GET /api/docs/static/swagger-initializer.js": publicRead("GET /api/docs/static/swagger-initializer.js"),
  "GET /api/docs/static/*": publicRead("GET /api/docs/static/swagger-ui.css"),
  "GET /metrics": {
    kind: "private read",
    who: "the holder of METRICS_TOKEN (a bearer token, never a session)",
    cases: [{ call: "GET /metrics", outcomes: everyone(401) }],
  },
  "GET /api/realtime": publicRead("GET /api/realtime"),
  "GET /media/:variant/*": publicRead("GET /media/card/{demoCover}"),
  "GET /media/previews/:kind/:file": publicRead("GET /media/previews/guides/{ownGuide}.png"),
  "GET /robots.txt": publicRead("GET /robots.txt"),
  // The MCP server (docs/decisions/043) reads bearer tokens only: a session cookie changes nothing there.
  "POST /mcp": {
    kind: "public read",
    who: "everyone; an assistant's token adds the tools of its scopes",
    cases: [{ call: "POST /mcp", body: "mcpToolsList", outcomes: everyone(200) }],
  },
  "GET /mcp": {
    kind: "public read",
    who: "nobody: the server is stateless and keeps no event stream to resume",
    head: 405,
    cases: [{ call: "GET /mcp", outcomes: everyone(405) }],
  },
  "DELETE /mcp": {
    kind: "public read",
    who: "nobody: a stateless server has no session to end",
    cases: [{ call: "DELETE /mcp", outcomes: everyone(405) }],
  },
  "GET /sitemap.xml": publicRead("GET /sitemap.xml"),
  "GET /sitemaps/:file": publicRead("GET /sitemaps/guides-1.xml"),
};
