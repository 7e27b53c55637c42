// The page's calls: each action answers the message to show; a refusal carries field errors.
import type { Done } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';

export async function call(path: string, method: string, body?: unknown): Promise<Done> {
  const res = await httpClient(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json as Done;
}

export function errorsOf(err: unknown): Record<string, string> {
  return ((err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}) as Record<string, string>;
}
