import type { SwaggerOptions } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { needsSignIn, tokenScopeOf } from "../../domains/auth/session";

/** Where the session cookie is: better-auth's name, with the `__Secure-` prefix when BASE_URL is https. */
const SESSION_COOKIE = "better-auth.session_token";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId, made from its method and path so that it stays the same while the route does and no
 * two routes share one: `GET /api/guides/:id/export.gpx` is `getGuidesByIdExportGpx`. A route may name its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalised).join("");
}

type DocumentedSchema = FastifySchema & { operationId?: string; security?: unknown; response?: object };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart form a route reads itself (its schema has no body, which Fastify would validate),
     * as a JSON Schema object: the OpenAPI document describes the request body from it.
     */
    formFields?: { required: string[]; properties: Record<string, object> };
  }
}

/**
 * The OpenAPI document's options (docs/decisions/041): the servers from BASE_URL, the session cookie and the
 * personal API token as security schemes, and for each operation an operationId and the security it takes: a route
 * that can answer 401 needs the session, or a token with the scope its `x-token-scope` names when tokens may use
 * it (docs/decisions/042); every other one needs nothing.
 */
export function openApiOptions(baseUrl: string): SwaggerOptions {
  const secure = baseUrl.startsWith("https:");
  return {
    openapi: {
      info: { title: "Cityguides API", version: "1.0.0", description: "City guides, places and cities." },
      servers: [{ url: baseUrl }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: `${secure ? "__Secure-" : ""}${SESSION_COOKIE}`,
            description: "The session a sign-in sets (POST /api/auth/sign-in/email).",
          },
          apiToken: {
            type: "http",
            scheme: "bearer",
            description:
              "A personal API token (cg_…) made on the edit-profile page; each operation's x-token-scope names the scope it needs.",
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const documented = schema as DocumentedSchema;
      const method = [input.route.method].flat()[0] ?? "get";
      const needsSession = needsSignIn(documented);
      const tokenScope = tokenScopeOf(method, input.route.config);
      const forTokens = needsSession && tokenScope !== "never";
      const form = input.route.config?.formFields;
      return {
        url,
        schema: {
          ...documented,
          ...(form ? { body: { type: "object", ...form } } : {}),
          operationId: documented.operationId ?? operationIdOf(method, input.url),
          security: needsSession ? [{ sessionCookie: [] }, ...(forTokens ? [{ apiToken: [] }] : [])] : [],
          ...(forTokens ? { "x-token-scope": tokenScope } : {}),
        } as FastifySchema,
      };
    },
  };
}
