// The community's automatic rules on what a person posts (issue 24 item 2): rate limits per person,
// holds for links from new accounts and for obvious spam, and the mentions a body names. Pure.
import { CommunityRefused, type Hold } from './decide';

export const RATE_LIMITS = { perMinute: 5, perHour: 40 } as const;
export const NEW_ACCOUNT_DAYS = 7;
export const SAME_BODY = { count: 3, windowMinutes: 10 } as const;
export const MAX_LINKS = 5;
export const TOO_FAST_MESSAGE = 'Você está publicando rápido demais. Aguarde um pouco e tente de novo.';

export class PostingTooFast extends CommunityRefused {
  constructor(readonly retryAfterSeconds: number) {
    super('conflict', 'COMMUNITY_RATE_LIMITED', TOO_FAST_MESSAGE);
  }
}

/** Every http(s) link of a body: markdown links and bare addresses. */
export function linksIn(body: string): string[] {
  return body.match(/https?:\/\/[^\s<>()[\]]+/gi) ?? [];
}

/** The ids of `@[Nome](id)` tokens the composer's suggestion list inserts. */
export function mentionsIn(body: string): string[] {
  const ids = [...body.matchAll(/@\[[^\]\n]{1,120}\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi)].map((m) => m[1]!.toLowerCase());
  return [...new Set(ids)];
}

/** What a body is compared by for "the same body posted again": case, spacing and accents aside. */
export const normalizedBody = (body: string) =>
  body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface RecentPosts {
  /** When each of the person's posts of the last hour was accepted. */
  at: readonly Date[];
  /** How many of them, in the last SAME_BODY.windowMinutes, had the same normalized body. */
  sameBody: number;
}

/** Throws PostingTooFast past 5 posts a minute or 40 an hour; the seconds to wait come with it. */
export function assertRate(recent: RecentPosts, now: Date): void {
  const t = now.getTime();
  const lastMinute = recent.at.filter((a) => a.getTime() > t - 60_000).sort((a, b) => a.getTime() - b.getTime());
  if (lastMinute.length >= RATE_LIMITS.perMinute) throw new PostingTooFast(Math.max(1, Math.ceil((lastMinute[0]!.getTime() + 60_000 - t) / 1000)));
  const lastHour = recent.at.filter((a) => a.getTime() > t - 3_600_000).sort((a, b) => a.getTime() - b.getTime());
  if (lastHour.length >= RATE_LIMITS.perHour) throw new PostingTooFast(Math.max(1, Math.ceil((lastHour[0]!.getTime() + 3_600_000 - t) / 1000)));
}

/**
 * Whether a post waits for moderation: 'spam' for more than 5 links or the third same body in 10
 * minutes; 'link_new_account' for any link from an account younger than 7 days. Staff are never held.
 */
export function holdFor(input: { body: string; accountCreatedAt: Date | null; recent: RecentPosts; staff: boolean; now: Date }): Hold {
  if (input.staff) return null;
  const links = linksIn(input.body).length;
  if (links > MAX_LINKS || input.recent.sameBody >= SAME_BODY.count - 1) return 'spam';
  const young = !input.accountCreatedAt || input.now.getTime() - input.accountCreatedAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000;
  if (links > 0 && young) return 'link_new_account';
  return null;
}
