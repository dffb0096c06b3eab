import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { bearerToken } from "../../infrastructure/http/bearer";
import type { McpCaller } from "./tools";

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

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(await response.text());
}

/**
 * The MCP server for assistants at /mcp (docs/decisions/043): Streamable HTTP, stateless (a server and a transport
 * per request, so any node answers any call), JSON answers rather than event streams.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await callerOf(request);
    const { McpServer, WebStandardStreamableHTTPServerTransport, registerTools } = await loadMcp();
    const server = new McpServer({ name: "cityguides", version: "1.0.0" });
    registerTools(server, {
      db: app.db,
      storage: app.storage,
      cities: app.cities,
      caller,
      onCall: app.metrics.toolCall,
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
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
  app.post("/mcp", { config: { tokenScope: "any" }, schema: { hide: true } }, handle);
  // Stateless: no event stream to open or resume, no session to end.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header("allow", "POST")
      .send({
        jsonrpc: "2.0",
        error: { code: -32000, message: "Method not allowed: send JSON-RPC by POST" },
        id: null,
      });
  app.get("/mcp", { schema: { hide: true } }, notAllowed);
  app.delete("/mcp", { schema: { hide: true } }, notAllowed);
};
