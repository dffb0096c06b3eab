import { API_ERRORS } from "../../shared/messages";
import type { ApiErrorBody } from "../../shared/schemas";

/** A refused or failed API call: the status and the server's message, for screens to decide what to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get isNotFound() {
    return this.status === 404;
  }
}

type RequestOptions = { signal?: AbortSignal; query?: Record<string, string | number | undefined> };

function withQuery(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// A hand-written check rather than the zod schema keeps zod out of the pages that only read.
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as ApiErrorBody | null)?.error;
  return typeof error?.message === "string" && typeof error.code === "string";
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message);
  return new ApiError(response.status, "HTTP_ERROR", API_ERRORS.internal);
}

/** The one way the web app talks to the server. It knows nothing of toasts or navigation. */
export const api = {
  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await fetch(withQuery(`/api${path}`, options.query), {
      signal: options.signal,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw await toApiError(response);
    return (await response.json()) as T;
  },
};
