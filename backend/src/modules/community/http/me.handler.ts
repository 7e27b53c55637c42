// GET /api/community/me - the caller's standing (mute, ban) and unread count;
// GET /api/community/mentions?q= - people to mention (who posted in the community), at most 8.
import { communityMemberStream } from '@piboost/events';
import { defineRoute } from '../../../platform/http';
import { readStream } from '../../../platform/command';
import type { Runtime } from '../../../platform/runtime';
import { isStaff } from '../access';
import { foldMember, muteAt } from '../decide';
import { unreadCount } from '../moderation/queries';
import { mentionCandidates } from '../queries';
import { meResponse, mentionsQuery, mentionsResponse } from './community.schema';
import { COMMUNITY_READ } from './shared';

export function meRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/me',
    summary: 'A situação da pessoa na comunidade: silenciada, suspensa, notificações não lidas',
    response: meResponse,
    async handler(_ctx, { principal }) {
      const member = foldMember(await readStream(runtime.store, communityMemberStream(principal.userId)));
      return {
        success: true as const,
        data: {
          muted: muteAt(member, runtime.now()),
          banned: member.banReason !== null ? { reason: member.banReason } : null,
          // The notifications' own count (moderation/queries.ts): every kind the list shows, read or not.
          unread: await unreadCount(runtime, principal.userId),
          staff: isStaff(principal),
        },
      };
    },
  });
}

export function mentionsRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/mentions',
    summary: 'Pessoas para mencionar (quem já publicou na comunidade), até 8',
    input: { query: mentionsQuery },
    response: mentionsResponse,
    async handler(_ctx, { query }) {
      return { success: true as const, data: { people: await mentionCandidates(runtime, query.q) } };
    },
  });
}
