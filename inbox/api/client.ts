import type { z } from "zod";
import { csrfHeader, csrfResponseSchema, inboxApiPaths } from "@lib/inbox/api";
import { withoutBidiControlsDeep } from "@lib/leads/bidi-controls";

/** Where any answer of 401 sends the reader: a full navigation, so no lead stays in memory. */
export const signInPath = "/inbox/sign-in";

/** An answer of the inbox API other than 2xx: its status, its `error` code and `Retry-After` in seconds. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status} ${code}`);
    this.name = "ApiError";
  }
}

let csrfToken: Promise<string> | null = null;

/**
 * The CSRF token every state-changing request sends as `X-CSRF-Token` (GET /api/inbox/csrf),
 * fetched once and again after `forgetCsrfToken` (sign-in starts a new session, and the
 * token is tied to it).
 */
export function currentCsrfToken(): Promise<string> {
  csrfToken ??= fetch(inboxApiPaths.csrf, { credentials: "same-origin", cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw await errorOf(response);
      return csrfResponseSchema.parse(await response.json()).token;
    })
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/** Drops the cached CSRF token (after sign-in, or when the server refused it). */
export function forgetCsrfToken(): void {
  csrfToken = null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let code = "http_" + response.status;
  try {
    const body: unknown = await response.json();
    if (
      typeof body === "object" &&
      body !== null &&
      typeof (body as { error?: unknown }).error === "string"
    ) {
      code = (body as { error: string }).error;
    }
  } catch {
    // Not JSON (a proxy's error page, say): the status says enough.
  }
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new ApiError(
    response.status,
    code,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH";
  body?: unknown;
  /** The contract's schema of the answer (lib/inbox/api.ts); a 204 answer resolves undefined. */
  schema?: z.ZodType<T>;
  /** Leave a 401 to the caller (the sign-in form) instead of going to the sign-in page. */
  allowUnauthenticated?: boolean;
}

/**
 * Calls the inbox API at `path` (one of lib/inbox/api.ts `inboxApiPaths`, with its query) and parses its answer with `schema`.
 * State-changing methods send the CSRF token, and once more with a fresh token when the
 * server refused it (403 csrf: the session changed since it was fetched). A 401 sends the
 * reader to the sign-in page. Throws `ApiError` for any other non-2xx answer, and zod's
 * error when the answer breaks the contract. Every string of the answer comes without
 * bidirectional controls (`withoutBidiControlsDeep`, issue 35): what a visitor typed shows
 * in its own order wherever the inbox displays it.
 */
export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? "GET";
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") headers[csrfHeader] = await currentCsrfToken();
    return fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };
  let response = await send();
  if (response.status === 403 && method !== "GET") {
    const error = await errorOf(response.clone());
    if (error.code === "csrf") {
      forgetCsrfToken();
      response = await send();
    }
  }
  if (response.status === 401 && !options.allowUnauthenticated) {
    window.location.replace(signInPath);
    // The page is going away; nothing should render an error meanwhile.
    return new Promise<T>(() => {});
  }
  if (!response.ok) throw await errorOf(response);
  if (!options.schema || response.status === 204) return undefined as T;
  return withoutBidiControlsDeep(options.schema.parse(await response.json()));
}
