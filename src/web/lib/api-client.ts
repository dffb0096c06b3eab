import { API_ERRORS } from "../../shared/messages";
import type { ApiErrorBody } from "../../shared/schemas";
import { reportReachable } from "./connection";
import { KEPT_ANSWER_HEADER } from "./kept-answer";

/** A refused or failed API call: the status and the server's message, for screens to decide what to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }

  get isNotFound() {
    return this.status === 404;
  }
}

/** What to tell the user of a failed call: the server's own words for a refusal (a 4xx), else `fallback`. */
export function refusalMessage(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

/** The site could not be reached at all (offline, or the server gone): no answer, so no status. */
export class NetworkError extends Error {
  constructor() {
    super(API_ERRORS.unreachable);
  }
}

type Query = Record<string, string | number | null | undefined>;
type RequestOptions = { signal?: AbortSignal; query?: Query };
type Listener = (error: ApiError) => void;

function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // null too: a page cursor that crossed JSON (a server-drawn page's data) comes back null, not undefined.
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// Hand-written checks rather than the zod schema keep zod out of the pages that only read.
function readError(status: number, body: unknown): ApiError {
  const ours = (body as ApiErrorBody | null)?.error;
  if (typeof ours?.message === "string") return new ApiError(status, ours.code, ours.message, ours.details);
  // better-auth answers /api/auth/* failures as { code, message }.
  const theirs = body as { code?: unknown; message?: unknown } | null;
  if (typeof theirs?.message === "string") {
    return new ApiError(status, typeof theirs.code === "string" ? theirs.code : "AUTH_ERROR", theirs.message);
  }
  return new ApiError(status, "HTTP_ERROR", API_ERRORS.internal);
}

const unauthorizedListeners = new Set<Listener>();

/** The browser's fetch; rendering on the server sends the same requests to the app itself instead. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Routes every request of `api` through `transport`: the server-side renderer's way to read the API. */
export function sendRequestsThrough(transport: typeof fetch): void {
  send = transport;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await send(withQuery(`/api${path}`, options.query), {
      method,
      signal: options.signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    // A request given up on purpose is not the site being unreachable.
    if (options.signal?.aborted) throw error;
    reportReachable(false);
    throw new NetworkError();
  }
  reportReachable(!response.headers.has(KEPT_ANSWER_HEADER));
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = readError(response.status, payload);
    if (error.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return payload as T;
}

/** A multipart request through XMLHttpRequest, the one browser API that reports upload progress. */
function upload<T>(
  method: "POST" | "PUT" | "PATCH",
  path: string,
  form: FormData,
  onProgress?: (share: number) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      reportReachable(false);
      reject(new ApiError(0, "NETWORK", API_ERRORS.unreachable));
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON: treated as a failure below unless the status says otherwise.
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as T);
      const error = readError(request.status, payload);
      if (error.status === 401) for (const listener of unauthorizedListeners) listener(error);
      reject(error);
    };
    request.send(form);
  });
}

/** The one way the web app talks to the server. It knows nothing of toasts or navigation. */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>("POST", path, body ?? {}, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>("PATCH", path, body, options),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>("PUT", path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>("DELETE", path, undefined, options),
  upload,
  /** Told of every 401, so a session revoked elsewhere is noticed on the next request. */
  onUnauthorized(listener: Listener) {
    unauthorizedListeners.add(listener);
    return () => {
      unauthorizedListeners.delete(listener);
    };
  },
};
