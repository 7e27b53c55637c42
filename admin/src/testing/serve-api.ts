// The back office's component tests answer its own HTTP client (httpClient, the simple-rest data
// provider, the session) from a table of canned API responses: the real client code runs, only the
// network is replaced. Every request is recorded, so a test can also say what was asked.
import { vi } from 'vitest';

export type Answer = unknown | ((url: URL, init: RequestInit) => Response);

export interface FakeApi {
  requests: { method: string; url: URL; headers: Headers }[];
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A ra-data-simple-rest list answer: the rows plus the Content-Range header it counts them from. */
export const listOf = (resource: string, rows: readonly object[]) => () => json(rows, 200, { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });

export const refused = (status = 403, message = 'Acesso negado.') => () => json({ success: false, message }, status);

/**
 * Stubs fetch: `POST /api/auth/refresh` signs `role` in; other requests are answered by the entry
 * whose key ("GET /api/x", matched on the path) fits, else 404.
 */
export function serveApi(role: 'admin' | 'support', answers: Record<string, Answer>): FakeApi {
  const api: FakeApi = { requests: [] };
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://admin.test');
    const method = (init.method ?? 'GET').toUpperCase();
    api.requests.push({ method, url, headers: new Headers(init.headers) });
    if (url.pathname === '/api/auth/refresh') {
      // A short-lived token, so the next test's role is asked for again.
      return json({ access_token: `token-${role}`, expires_at: new Date(Date.now() + 1000).toISOString(), user: { id: `${role}-1`, name: `Equipe ${role}`, email: `${role}@piboost.test`, role, avatarUrl: null } });
    }
    const answer = answers[`${method} ${url.pathname}`];
    if (answer === undefined) return json({ success: false, message: `sem resposta para ${method} ${url.pathname}` }, 404);
    return typeof answer === 'function' ? (answer as (u: URL, i: RequestInit) => Response)(url, init) : json(answer);
  });
  return api;
}
