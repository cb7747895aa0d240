/**
 * The one way the SPA talks to the server. Every request carries the session cookie, the
 * `X-Requested-With` header and the CSRF token from `<meta name="csrf-token">`; a response with a new
 * `X-CSRF-TOKEN` header (login starts a new session) replaces the token for all later requests.
 * Bodies are JSON, or `FormData` for uploads; an upload that reports its progress goes over
 * XMLHttpRequest (fetch has no upload progress) and is answered exactly like the others.
 * Callers get parsed JSON or an `ApiError`, never a raw `Response`.
 */
import { CLIENT_MESSAGES, ERROR_MESSAGES } from '@pflegepuls/shared/error-codes';
import type { TApiError } from '@pflegepuls/shared/errors';
import { readMeta, writeMeta } from './meta.ts';
import { stripHtml } from './sanitize.ts';

const CSRF_META = 'csrf-token';
const CSRF_HEADER = 'X-CSRF-TOKEN';
/** A second 419 within this time means the fresh page did not help: show the error, do not loop. */
const CSRF_RELOAD_GUARD_MS = 30_000;
const CSRF_RELOAD_KEY = 'csrf-reload-at';

/**
 * A failed request as the UI sees it: HTTP status (0 = no answer), a plain-text message (the
 * server's, else a German fallback), the server's own message if it sent one, and field errors.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The HTTP reason phrase ("Internal Server Error"); empty without an answer or over HTTP/2. */
  readonly statusText: string;
  readonly serverMessage: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    message: string,
    options: { serverMessage?: string; errors?: Record<string, string[]>; statusText?: string } = {},
  ) {
    super(options.serverMessage || message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = options.statusText ?? '';
    this.serverMessage = options.serverMessage || undefined;
    this.errors = options.errors;
  }

  /** The first field error the server sent, or undefined. */
  get firstFieldError(): string | undefined {
    return Object.values(this.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  }
}

/** True for an `ApiError` with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

/**
 * The server's message for a failed submit: its first field error, else its message. Here, not with
 * the create forms, so a screen that only shows it (an event answer in the notifications) does not
 * load the forms' frame and its dialog.
 */
export function describeError(error: ApiError | Error): string {
  if (isApiError(error)) return error.firstFieldError ?? error.message;
  return error.message || 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

/**
 * A TanStack Query `retry` that tries again up to `times` after network and server failures, never
 * after a 4xx: that is the server's answer (a missing post stays missing), not a glitch.
 */
export function retryUnlessClientError(times: number) {
  return (failureCount: number, error: Error) =>
    failureCount < times && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a `FormData` is sent as it is (multipart, the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics on `pagehide`). */
  keepalive?: boolean;
  /** Called with the share of the body sent so far (0–1); the request then uses XMLHttpRequest. */
  onUploadProgress?: (share: number) => void;
};

type TSendInit = {
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
  keepalive: boolean | undefined;
};

/**
 * The XMLHttpRequest path of `apiRequest`: the same request, reporting upload progress, answered
 * as a `Response` with the two headers the answer is read by.
 */
function sendWithProgress(path: string, init: TSendInit, onProgress: (share: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    init.signal?.throwIfAborted();
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, path);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(init.signal?.reason);
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: {
            'content-type': xhr.getResponseHeader('content-type') ?? '',
            [CSRF_HEADER]: xhr.getResponseHeader(CSRF_HEADER) ?? '',
          },
        }),
      );
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body);
  });
}

/** The answer to a JSON request that came back as an HTML page (001 §8.1 treats it as success). */
export type THtmlAnswer = { success: true; message: string };

function readCsrfToken(): string {
  return readMeta(CSRF_META) ?? '';
}

function reloadForFreshToken(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CSRF_RELOAD_KEY) ?? 0);
    if (Date.now() - last < CSRF_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(CSRF_RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage may be blocked; reloading once more is still the right answer to an expired token.
  }
  window.location.reload();
  return true;
}

function cleanErrors(errors: unknown): Record<string, string[]> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((message): message is string => typeof message === 'string')
      .map(stripHtml)
      .filter(Boolean);
    if (list.length > 0) result[field] = list;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<TApiError> | null = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    body = (await response.json().catch(() => null)) as Partial<TApiError> | null;
  }
  const serverMessage = typeof body?.message === 'string' ? stripHtml(body.message) : '';
  return new ApiError(response.status, ERROR_MESSAGES.INTERNAL, {
    serverMessage,
    errors: cleanErrors(body?.errors),
    statusText: response.statusText,
  });
}

/**
 * Sends a request and returns the parsed JSON answer. Throws `ApiError`: status 0 with the German
 * network message when there is no answer, otherwise the server's status, message and field errors.
 * A 419 (expired CSRF token) reloads the page, and the promise then never settles.
 */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, keepalive } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (method !== 'GET') headers[CSRF_HEADER] = readCsrfToken();
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const init: TSendInit = {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
    keepalive,
  };

  let response: Response;
  try {
    response = options.onUploadProgress
      ? await sendWithProgress(path, init, options.onUploadProgress)
      : await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_MESSAGES.networkError);
  }

  const freshToken = response.headers.get(CSRF_HEADER);
  if (freshToken) writeMeta(CSRF_META, freshToken);

  if (response.status === 419 && reloadForFreshToken()) return new Promise<never>(() => {});
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    return { success: true, message: CLIENT_MESSAGES.success } satisfies THtmlAnswer as T;
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    // A cancelled query stops reading the body: that is no broken answer.
    if (signal?.aborted) throw error;
    throw new ApiError(response.status, ERROR_MESSAGES.INTERNAL);
  }
}

/** POSTs a JSON body; see `apiRequest`. */
export function postJson<T>(path: string, body: unknown = {}, options: Omit<TRequestOptions, 'body'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

/** GETs JSON; see `apiRequest`. */
export function getJson<T>(path: string, options: Omit<TRequestOptions, 'body' | 'method'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/**
 * GETs one of the shell's prefetch calls (000 §7: counts, groups, events, avatars). A failed call
 * yields `empty` and leaves a warning "HTTP {status}: {text}" in the client log (000 §8), so a badge
 * or a list that cannot load shows nothing instead of an error. Aborts still reject.
 */
export async function prefetchJson<T>(path: string, empty: T, options: { signal?: AbortSignal } = {}) {
  try {
    return await getJson<T>(path, options);
  } catch (error) {
    if (!isApiError(error)) throw error;
    console.warn(`HTTP ${error.status}: ${error.statusText || error.message}`);
    return empty;
  }
}
