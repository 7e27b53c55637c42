// What the community's handlers share: tags, access and limits, and the deciders' refusals as HTTP.
import { Conflict, Forbidden, HttpError, NotFound } from '../../../platform/http';
import { CommunityRefused } from '../decide';
import { PostingTooFast } from '../policy';

export const TAGS = ['Comunidade'];

/** Reads: any signed-in person (Freemium included); rooms and threads check their own access. */
export const COMMUNITY_READ = { method: 'GET', tags: TAGS, access: 'user', rateLimit: { points: 240, windowSeconds: 60, key: 'user' }, noStore: true } as const;
/**
 * Writes: signed in with the profile complete (the person's name is what others see). The posting
 * limits of the contract (5 a minute, 40 an hour) are the command's (policy.ts), with their own
 * message; this limit only stops a runaway client.
 */
export const COMMUNITY_WRITE = { tags: TAGS, access: 'profile-complete', rateLimit: { points: 120, windowSeconds: 60, key: 'user' }, noStore: true } as const;

export class PostingRateLimited extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'COMMUNITY_RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export function communityToHttp(err: unknown): never {
  if (err instanceof PostingTooFast) throw new PostingRateLimited(err.message, err.retryAfterSeconds);
  if (err instanceof CommunityRefused) {
    if (err.kind === 'not_found') throw new NotFound(err.message, err.code);
    if (err.kind === 'forbidden') throw new Forbidden(err.message, err.code);
    throw new Conflict(err.message, err.code);
  }
  throw err;
}
