import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { RateLimitedError } from "../../infrastructure/errors";
import { bearerToken } from "../../infrastructure/http/bearer";
import { routeLimitPrefix } from "../../infrastructure/http/rate-limit-store";
import { accountLimitKey, addressRateLimit } from "../../infrastructure/http/route-limits";
import type { CountRouteWrite, McpCaller } from "./tools";

const MCP_ROUTE_MESSAGES = {
  noBatches: "Batches are not supported: send one JSON-RPC message a request",
  postOnly: "Method not allowed: send JSON-RPC by POST",
} as const;

/** The SDK and the tools load on the first call: most nodes never serve an assistant (docs/decisions/037). */
const loadMcp = async () => {
  const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }, { registerTools }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/mcp.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./tools"),
  ]);
  return { McpServer, WebStandardStreamableHTTPServerTransport, registerTools };
};

/** The caller: a bearer token's owner and scopes, or nobody. A cookie is not how assistants sign in. */
async function callerOf(request: FastifyRequest): Promise<McpCaller> {
  if (!bearerToken(request.headers.authorization)) return null;
  const user = await request.currentUser();
  return user ? { user, scopes: user.tokenScopes ?? [] } : null;
}

/** The Fastify request as the web-standard Request the SDK's transport reads (the body goes as `parsedBody`). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === "string") headers.set(name, value);
  return new Request(new URL(request.url, "http://mcp.local"), {
    method: request.method,
    headers,
  });
}

/**
 * Counts an assistant's write against the per-account limit of the API route it stands for, in the same counter,
 * so that a member's writes through the website, scripts and assistants are held to one limit together.
 */
const routeWriteCounter =
  (app: FastifyInstance, caller: McpCaller): CountRouteWrite =>
  async (method, url) => {
    if (!caller) return;
    const key = `${routeLimitPrefix(method, url)}${accountLimitKey(caller.user.id)}`;
    const { count } = await app.countRequest(key, 60_000);
    if (count > app.config.uploadRateLimit) throw new RateLimitedError();
  };

const jsonRpcError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({ jsonrpc: "2.0", error: { code, message }, id: null });

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(await response.text());
}

/**
 * The MCP server for assistants at /mcp (docs/decisions/043): Streamable HTTP, stateless (a server and a transport
 * per request, so any node answers any call), JSON answers rather than event streams. One JSON-RPC message a
 * request: a batch (which the 2025-06-18 protocol dropped) would be many tool calls counted as one request.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (Array.isArray(request.body)) return jsonRpcError(reply, 400, -32600, MCP_ROUTE_MESSAGES.noBatches);
    const caller = await callerOf(request);
    const { McpServer, WebStandardStreamableHTTPServerTransport, registerTools } = await loadMcp();
    const server = new McpServer({ name: "cityguides", version: "1.0.0" });
    registerTools(server, {
      db: app.db,
      storage: app.storage,
      jobs: app.jobs,
      cities: app.cities,
      caller,
      onCall: app.metrics.toolCall,
      countRouteWrite: routeWriteCounter(app, caller),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      // A page of another site (or a name rebound to this machine) must not reach the tools through a browser.
      enableDnsRebindingProtection: true,
      allowedOrigins: app.config.trustedOrigins,
    });
    await server.connect(transport);
    try {
      return await send(
        reply,
        await transport.handleRequest(webRequest(request), { parsedBody: request.body }),
      );
    } finally {
      await server.close();
    }
  };
  app.post(
    "/mcp",
    {
      config: {
        tokenScope: "any",
        // Without a token, an address's calls are counted here; a token's are counted by the token (300 a minute).
        rateLimit: addressRateLimit(app.config.mcpRateLimit, (request) =>
          Boolean(bearerToken(request.headers.authorization)),
        ),
      },
      schema: { hide: true },
    },
    handle,
  );
  // Stateless: no event stream to open or resume, no session to end.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    jsonRpcError(reply.header("allow", "POST"), 405, -32000, MCP_ROUTE_MESSAGES.postOnly);
  app.get("/mcp", { schema: { hide: true } }, notAllowed);
  app.delete("/mcp", { schema: { hide: true } }, notAllowed);
};
