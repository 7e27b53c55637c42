// The one way the console talks to the API: JSON over fetch, under /api, errors read from the API's
// envelope `{ success: false, message, code, errors }` (ARCHITECTURE §6) into an ApiError.

import { translate } from '../i18n';
import { currentLocale } from '../i18n/locale';

const BASE = '/api';

/** Set when no response arrived at all (offline, server down, DNS). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** Set when something answered, but not with JSON: a proxy's error page, a static host's fallback. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly code: string,
    /** Field -> message, for forms. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface ErrorEnvelope {
  success: false;
  message: string;
  code: string;
  errors?: Record<string, string>;
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return b.success === false && typeof b.message === 'string' && typeof b.code === 'string';
}

// The access token lives in memory only (DECISIONS 8); the auth feature sets it when a session
// starts or refreshes, and every request then carries it.
let accessToken: string | null = null;

export function setAccessToken(token: string | null) {
  accessToken = token;
}

// An access token can expire while the tab sleeps. The auth feature registers how to get a new one;
// a 401 on a call that carried a token then refreshes once and retries once. The session calls
// themselves are excluded: their 401 is the answer.
let refreshSession: (() => Promise<string | null>) | null = null;
const SESSION_PATHS = new Set(['/auth/refresh', '/auth/login', '/auth/logout']);

export function setSessionRefresher(refresher: (() => Promise<string | null>) | null) {
  refreshSession = refresher;
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends with the bearer token; a 401 on a call that carried one refreshes the session once and retries. */
async function send(method: string, path: string, accept: string, options: RequestOptions, retried = false): Promise<Response> {
  const { body, signal } = options;
  // The API answers its messages (errors, confirmations) in the language the console is showing.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLocale(), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const sentToken = accessToken;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  let response: Response;
  try {
    response = await fetch(BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A cancelled request is not a failure; React Query expects the abort to propagate as is.
    if (signal?.aborted) throw cause;
    throw new ApiError(translate('ui.api.network'), 0, NETWORK_ERROR);
  }
  if (response.status === 401 && sentToken && !retried && refreshSession && !SESSION_PATHS.has(path)) {
    if (await refreshSession()) return send(method, path, accept, options, true);
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  return response.headers.get('content-type')?.includes('application/json') ? await response.json().catch(() => undefined) : undefined;
}

async function failure(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  if (json === undefined) return new ApiError(translate('ui.api.invalidResponse'), response.status, INVALID_RESPONSE);
  if (isErrorEnvelope(json)) return new ApiError(json.message, response.status, json.code, json.errors);
  return new ApiError(translate('ui.api.unexpected'), response.status, `HTTP_${response.status}`);
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, 'application/json', options);
  if (response.status === 204) return undefined as T;
  if (!response.ok) throw await failure(response);
  const json = await readJson(response);
  if (json === undefined) {
    throw new ApiError(translate('ui.api.invalidResponse'), response.status, INVALID_RESPONSE);
  }
  return json as T;
}

/** A file the API serves (CSV exports): its bytes and the name from Content-Disposition. */
/** The JSON envelope of most answers: `data`, and the message a write answers with. */
export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

async function download(path: string, accept: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await send('GET', path, accept, { signal });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename: filename && decodeURIComponent(filename) };
}

/**
 * Reads a server-sent events answer (the support assistant's relay) with the bearer token, which
 * EventSource cannot send: each `event:`/`data:` block reaches `onEvent` with its JSON data.
 */
async function stream(path: string, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<void> {
  const response = await send('GET', path, 'text/event-stream', { signal });
  if (!response.ok) throw await failure(response);
  if (!response.body) throw new ApiError(translate('ui.api.invalidResponse'), response.status, INVALID_RESPONSE);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent(event, JSON.parse(data) as unknown);
    }
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  download,
  stream,
};
