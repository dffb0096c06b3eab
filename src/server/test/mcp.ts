import type { InjectOptions } from "fastify";
import type { TestApp } from "./app";

/** What an MCP client sends with each message (Streamable HTTP, docs/decisions/043). */
const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-06-18",
};

/** What a tool answered: its text (our JSON, or an error's words) and whether it is an error. */
export type ToolAnswer = { text: string; isError: boolean };

type CallOptions = { token?: string; remoteAddress?: string; headers?: Record<string, string> };

/** POST /mcp with one JSON-RPC message (or a batch, which the server refuses), as an assistant's client sends it. */
export function mcpPost(t: TestApp, message: unknown, { token, remoteAddress, headers }: CallOptions = {}) {
  const options: InjectOptions = {
    method: "POST",
    url: "/mcp",
    headers: { ...MCP_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: JSON.stringify(message),
    ...(remoteAddress ? { remoteAddress } : {}),
  };
  return t.app.inject(options);
}

export const toolCall = (name: string, args: Record<string, unknown>, id = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});

/** Calls one tool over MCP; throws unless the request itself was answered 200. */
export async function callTool(
  t: TestApp,
  name: string,
  args: Record<string, unknown>,
  options: CallOptions = {},
): Promise<ToolAnswer> {
  const response = await mcpPost(t, toolCall(name, args), options);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  const { result, error } = response.json<{
    result?: { content: { text: string }[]; isError?: boolean };
    error?: { message: string };
  }>();
  if (!result) return { text: error?.message ?? response.body, isError: true };
  return { text: result.content[0]?.text ?? "", isError: result.isError ?? false };
}

/** The names of the tools offered to the caller, sorted. */
export async function listedTools(t: TestApp, options: CallOptions = {}): Promise<string[]> {
  const response = await mcpPost(t, { jsonrpc: "2.0", id: 1, method: "tools/list" }, options);
  if (response.statusCode !== 200) throw new Error(`tools/list: ${response.statusCode} ${response.body}`);
  return response
    .json<{ result: { tools: { name: string }[] } }>()
    .result.tools.map((tool) => tool.name)
    .sort();
}
