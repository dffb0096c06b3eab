import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES } from "../../../shared/api-tokens";
import { apiTokens } from "../../infrastructure/db/schema";
import { ACCESS_MATRIX } from "../../test/access-matrix";
import { FOLLOW_ROUTES } from "../../test/access-matrix-follows";
import { MCP_TOOL_CASES, type ToolCase } from "../../test/access-matrix-mcp";
import { type AccessCase, CALLERS, type Caller } from "../../test/access-matrix-shape";
import { PROBES } from "../../test/access-requests";
import {
  AccessScene,
  databaseFingerprint,
  type MatrixAccounts,
  signUpMatrixAccounts,
} from "../../test/access-scene";
import { makeApiToken } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { callTool } from "../../test/mcp";

// The access matrix with the MCP tools as callers (issue 62): each tool is allowed exactly where the route case it
// stands for is, for a token of every scope (a signed-in caller) or none (anonymous).
const t = setupTestApp({ env: { UPLOAD_RATE_LIMIT: "10000", AUTH_RATE_LIMIT: "10000" } });

let accounts: MatrixAccounts;
const tokens = new Map<Caller, string>();
let calls = 0;

beforeAll(async () => {
  accounts = await signUpMatrixAccounts(t);
  const made = [];
  for (const caller of ["otherUser", "owner", "admin"] as const) {
    const token = await makeApiToken(t, accounts[caller], [...TOKEN_SCOPES]);
    tokens.set(caller, token.token);
    made.push(token.id);
  }
  // A token's last use is written at most once a minute; marked used ahead, no call below writes it, so the
  // database is compared before and after each call as the route matrix compares it.
  await t.db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now() + interval '1 day'` })
    .where(inArray(apiTokens.id, made));
});

function caseOf(toolCase: ToolCase): { accessCase: AccessCase; write: boolean } {
  const route = { ...ACCESS_MATRIX, ...FOLLOW_ROUTES }[toolCase.route];
  const accessCase = route?.cases.find((candidate) => candidate.label === toolCase.label);
  if (!route || !accessCase) throw new Error(`No matrix case ${toolCase.route} ${toolCase.label ?? ""}`);
  return { accessCase, write: route.kind === "write" };
}

/** What the route's case allows the caller; a token's admin is any other member. */
function allowed(accessCase: AccessCase, caller: Caller): { ok: boolean; changes: boolean } {
  const outcome = accessCase.outcomes[caller === "admin" ? "otherUser" : caller];
  const status = typeof outcome === "number" ? outcome : outcome.status;
  const changes = typeof outcome === "number" ? status < 400 : outcome.effect === "changed";
  return { ok: status < 400, changes };
}

async function check(toolCase: ToolCase, caller: Caller) {
  calls += 1;
  const { accessCase, write } = caseOf(toolCase);
  const scene = new AccessScene(t, accounts, calls);
  for (const name of accessCase.given ?? []) await scene.resource(name);
  const args = await toolCase.args(scene);
  const secret = accessCase.private ? await scene.resource(accessCase.private) : undefined;
  const probe = accessCase.probe;
  const before = probe ? await PROBES[probe](scene) : undefined;
  const everything = await databaseFingerprint(t);

  const answer = await callTool(t, toolCase.tool, args, {
    token: tokens.get(caller),
    remoteAddress: `127.8.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
  });
  const expected = allowed(accessCase, caller);
  const what = `${toolCase.tool} (${toolCase.route} ${toolCase.label ?? ""}) as ${caller}: ${answer.text.slice(0, 200)}`;
  expect(!answer.isError, what).toBe(expected.ok);
  if (probe) {
    const after = await PROBES[probe](scene);
    if (expected.ok && expected.changes) expect(after, `${what} should change ${probe}`).not.toEqual(before);
    else expect(after, `${what} should leave ${probe}`).toEqual(before);
  }
  if (!write || !expected.ok)
    expect(await databaseFingerprint(t), `${what} should change nothing`).toEqual(everything);
  if (!write) expect(answer.text, `${what} shows the owner's email`).not.toContain(accounts.owner.email);
  if (secret && expected.ok) {
    if (caller === "owner") expect(answer.text, what).toContain(secret);
    else expect(answer.text, `${what} shows the owner's ${accessCase.private}`).not.toContain(secret);
  }
}

describe("the MCP tools as callers of the access matrix", () => {
  for (const toolCase of MCP_TOOL_CASES)
    for (const caller of CALLERS)
      it(`${toolCase.tool}, standing for ${toolCase.route}${toolCase.label ? ` (${toolCase.label})` : ""}, as ${caller}`, () =>
        check(toolCase, caller));
});
