// Walks every mounted API route as an anonymous caller, a user (with and without a completed
// profile), support staff and an admin, with real bearer tokens, and checks each against the access
// matrix written by hand below (ACCESS), not against the route's own declaration.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../backend/src/platform/http/route';
import type { Principal } from '../../backend/src/platform/http/context';
import { openHarness, type AppHarness } from '../support/app';
import { sessionToken } from '../support/sessions';

const AUTHZ_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'PROFILE_INCOMPLETE', 'PREMIUM_REQUIRED']);

type Caller = 'anonymous' | 'incomplete' | 'user' | 'premium' | 'support' | 'admin';

const principals: Record<Exclude<Caller, 'anonymous'>, Omit<Principal, 'userId'>> = {
  incomplete: { roles: ['user'], premium: false, profileComplete: false },
  user: { roles: ['user'], premium: false, profileComplete: true },
  premium: { roles: ['user'], premium: true, profileComplete: true },
  support: { roles: ['user', 'support'], premium: false, profileComplete: true },
  admin: { roles: ['user', 'admin'], premium: false, profileComplete: true },
};

/** What the policy says a caller gets: through (null) or refused with this code. */
function expected(access: Access, caller: Caller): string | null {
  if (access === 'public') return null;
  if (caller === 'anonymous') return 'UNAUTHENTICATED';
  if (caller === 'admin') return null;
  switch (access) {
    case 'user':
      return null;
    case 'profile-complete':
      return caller === 'incomplete' ? 'PROFILE_INCOMPLETE' : null;
    case 'premium':
      return caller === 'incomplete' ? 'PROFILE_INCOMPLETE' : caller === 'premium' ? null : 'PREMIUM_REQUIRED';
    case 'support':
      return caller === 'support' ? null : 'FORBIDDEN';
    case 'admin':
      return 'FORBIDDEN';
  }
}

/**
 * Who may call what, written by hand from the product spec (§7) and the back-office roles - not read
 * from the routes' own declarations, so a route that declares the wrong policy fails here. A new
 * route fails the test until its row is added.
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/health/live': 'public',
  'POST /api/auth/send-verification-code': 'public',
  'POST /api/auth/resend-verification-code': 'public',
  'POST /api/auth/verify-code': 'public',
  'POST /api/auth/check-cpf': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/dev-accounts': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/complete-profile': 'user',
  // Account security (issue 14): the second sign-in step is public (it carries its challenge).
  'POST /api/auth/two-factor': 'public',
  'GET /api/auth/security': 'user',
  'POST /api/auth/two-factor/setup': 'user',
  'POST /api/auth/two-factor/confirm': 'user',
  'POST /api/auth/two-factor/disable': 'user',
  'POST /api/auth/two-factor/recovery-codes': 'user',
  'GET /api/auth/passkeys': 'user',
  'POST /api/auth/passkeys/registration/options': 'user',
  'POST /api/auth/passkeys/registration': 'user',
  'PATCH /api/auth/passkeys/:id': 'user',
  'DELETE /api/auth/passkeys/:id': 'user',
  'POST /api/auth/passkeys/sign-in/options': 'public',
  'POST /api/auth/passkeys/sign-in': 'public',
  'POST /api/auth/two-factor/passkey/options': 'public',
  'POST /api/auth/two-factor/passkey': 'public',
  'GET /api/auth/sessions': 'user',
  'DELETE /api/auth/sessions/:id': 'user',
  'POST /api/auth/sessions/end-others': 'user',
  'POST /api/auth/change-password': 'user',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'GET /api/public/stats': 'public',
  'POST /api/site/not-found': 'public',
  'POST /api/support/ticket': 'public',
  'GET /api/support/tickets': 'user',
  'GET /api/support/tickets/:id': 'user',
  'POST /api/support/tickets/:id/replies': 'user',
  'POST /api/support/satisfaction': 'public',
  'GET /api/admin/inbox-satisfaction': 'support',
  'POST /api/help/contact': 'public',
  'POST /api/contact/message': 'public',
  'POST /api/careers/application': 'public',
  'POST /api/press/contact': 'public',
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/admin/inbox': 'support',
  'GET /api/admin/inbox/:id': 'support',
  'PUT /api/admin/inbox/:id': 'support',
  'POST /api/admin/inbox/:id/replies': 'support',
  'GET /api/admin/inbox-assignees': 'support',
  // Issue 29: bulk actions and the targets' weekly share for support; saved replies written by admins only.
  'POST /api/admin/inbox-bulk': 'support',
  'GET /api/admin/inbox-targets': 'support',
  'GET /api/admin/support-macros': 'support',
  'POST /api/admin/support-macros': 'admin',
  'PUT /api/admin/support-macros/:id': 'admin',
  'DELETE /api/admin/support-macros/:id': 'admin',
  'GET /api/admin/inbox/:id/macros/:macroId': 'support',
  'GET /api/admin/newsletter': 'support',
  'POST /api/gamification/award-xp': 'profile-complete',
  'GET /api/gamification/profile/:userId': 'profile-complete',
  'GET /api/gamification/leaderboard': 'profile-complete',
  'GET /api/gamification/achievements/:userId': 'profile-complete',
  'GET /api/gamification/challenges': 'profile-complete',
  'GET /api/gamification/rewards': 'profile-complete',
  'POST /api/gamification/rewards/:rewardId/claim': 'profile-complete',
  'GET /api/gamification/analytics': 'profile-complete',
  'GET /api/gamification/analytics.csv': 'profile-complete',
  'GET /api/gamification/analytics/daily.csv': 'profile-complete',
  'GET /api/gamification/quests': 'profile-complete',
  'GET /api/admin/engagement/boosts': 'support',
  'GET /api/admin/users': 'support',
  'GET /api/admin/users/:id': 'support',
  'GET /api/admin/user-events': 'support',
  'POST /api/admin/users/:id/role': 'admin',
  'POST /api/admin/users/:id/trial': 'admin',
  'POST /api/admin/users/:id/trial/end': 'admin',
  'POST /api/admin/users/:id/premium': 'admin',
  'POST /api/admin/users/:id/premium/end': 'admin',
  'POST /api/admin/users/:id/disable': 'admin',
  'POST /api/admin/users/:id/enable': 'admin',
  'POST /api/admin/users/:id/sessions/end': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/:id': 'admin',
  'GET /api/admin/outbox': 'support',
  'GET /api/admin/outbox/:id': 'support',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/:id': 'admin',
  'GET /api/admin/projections': 'admin',
  'GET /api/admin/projections/:id': 'admin',
  'POST /api/admin/projections/:id/rebuild': 'admin',
  'GET /api/admin/dead-letters': 'admin',
  'GET /api/admin/dead-letters/:id': 'admin',
  'POST /api/admin/dead-letters/:id/retry': 'admin',
  'GET /api/admin/status': 'admin',
  'GET /api/admin/failed-jobs': 'admin',
  'GET /api/admin/failed-jobs/:id': 'admin',
  'POST /api/admin/failed-jobs/:id/retry': 'admin',
  'GET /api/admin/analytics/daily': 'admin',
  'GET /api/admin/exports/analytics-daily': 'admin',
  'GET /api/admin/exports/events': 'admin',
  // Bulk export of every person's personal data: admins only (issue 11 item 3).
  'GET /api/admin/exports/users': 'admin',
  'POST /api/admin/inbox/:id/notes': 'support',
  'POST /api/admin/inbox/:id/presence': 'support',
  'GET /api/admin/inbox/:id/resume': 'support',
  'GET /api/admin/inbox/:id/attachments/:attachmentId': 'support',
  'GET /api/admin/exports/inbox': 'support',
  // Community (issue 24): a person's notifications; the back office's moderation (support and admins)
  // and rooms (admins only).
  'GET /api/community/notifications': 'user',
  'POST /api/community/notifications/read': 'user',
  'GET /api/admin/community/queue': 'support',
  'POST /api/admin/community/posts/:postId/hide': 'support',
  'POST /api/admin/community/posts/:postId/restore': 'support',
  'POST /api/admin/community/posts/:postId/release': 'support',
  'POST /api/admin/community/members/:userId/mute': 'support',
  'POST /api/admin/community/members/:userId/unmute': 'support',
  'GET /api/gamification/league': 'user',
  'GET /api/admin/leagues/health': 'support',
  'POST /api/admin/community/members/:userId/ban': 'support',
  'POST /api/admin/community/members/:userId/unban': 'support',
  'GET /api/admin/community/rooms': 'admin',
  'POST /api/admin/community/rooms': 'admin',
  'PATCH /api/admin/community/rooms/:id': 'admin',
  'GET /api/admin/exports/newsletter': 'support',
  'GET /api/admin/exports/audit-log': 'admin',
  'POST /api/admin/dead-letters/dismiss-obsolete': 'admin',
  'POST /api/admin/dead-letters/retry-open': 'admin',
  'POST /api/admin/failed-jobs/retry-all': 'admin',
  // Market and AI: the public track record and quotes; the dashboard, portfolio and alerts are any
  // signed-in person's; the provider controls are the admin's.
  'GET /api/public/market': 'public',
  'GET /api/public/track-record': 'public',
  'GET /api/public/track-record/verify': 'public',
  'GET /api/public/track-record/chain': 'public',
  'GET /api/market/analysis': 'user',
  'GET /api/market/advanced-analysis': 'user',
  'POST /api/market/analysis/refresh': 'user',
  'GET /api/market/status': 'user',
  'POST /api/market/status/reconnect': 'user',
  'GET /api/dashboard': 'user',
  'PUT /api/portfolio/holdings/:coinId': 'user',
  'DELETE /api/portfolio/holdings/:coinId': 'user',
  'POST /api/price-alerts': 'user',
  'DELETE /api/price-alerts/:alertId': 'user',
  'GET /api/admin/market': 'admin',
  'POST /api/admin/market/refresh': 'admin',
  'POST /api/admin/market/simulator/prices': 'admin',
  // Blog (content): reading, views, new-articles requests and Reconectar are public (rate-limited per
  // address); a like is a signed-in person's; editorial control and the AI simulator are the admin's.
  'GET /api/public/blog': 'public',
  'GET /api/public/blog/articles/:slug': 'public',
  'POST /api/public/blog/articles/:slug/view': 'public',
  'POST /api/public/blog/refresh': 'public',
  'POST /api/public/blog/reconnect': 'public',
  'PUT /api/blog/articles/:slug/like': 'user',
  'GET /api/admin/content': 'admin',
  'PUT /api/admin/content/settings': 'admin',
  'PUT /api/admin/content/articles/:id': 'admin',
  'POST /api/admin/content/articles/:id/publish': 'admin',
  'POST /api/admin/content/articles/:id/unpublish': 'admin',
  'POST /api/admin/content/articles/:id/feature': 'admin',
  'POST /api/admin/content/generate': 'admin',
  'POST /api/admin/content/simulator/mode': 'admin',
  // Suporte IA (assistant): anyone may ask, visitors too (limits per person and per IP in the
  // handler); a conversation is its starter's - a stranger's is 404 - and its hand-off opens a ticket.
  // Staff (support) list every conversation and open its transcript.
  'POST /api/assistant/messages': 'public',
  'GET /api/assistant/conversations/:id': 'public',
  'GET /api/assistant/conversations/:id/messages/:messageId/stream': 'public',
  'POST /api/assistant/conversations/:id/handoff': 'public',
  'GET /api/admin/assistant/conversations': 'support',
  'GET /api/admin/assistant/conversations/:id': 'support',
  // Billing: prices are public; paying needs the completed profile (CPF); providers' webhooks are
  // public and authenticated by their signature or URL token; revenue is the admin's.
  'POST /api/user/submit-survey-and-activate-trial': 'user',
  'GET /api/user/investor-profile': 'user',
  'GET /api/billing/plans': 'public',
  'GET /api/user/payment-methods': 'user',
  'POST /api/billing/checkout': 'profile-complete',
  'GET /api/billing/invoices/:id': 'user',
  'GET /api/billing/subscription': 'user',
  'GET /api/billing/entitlements': 'user',
  'GET /api/billing/discount': 'user',
  'POST /api/billing/subscription/cancel': 'user',
  'POST /api/billing/subscription/reactivate': 'user',
  'GET /api/billing/invoices': 'user',
  'POST /api/billing/invoices/:id/refund': 'user',
  'POST /api/billing/gifts': 'profile-complete',
  'GET /api/billing/gifts': 'user',
  'POST /api/billing/gifts/:id/refund': 'user',
  'POST /api/gifts/preview': 'public',
  'POST /api/gifts/redeem': 'user',
  'POST /api/billing/periods/:id/cancel': 'user',
  'GET /api/billing/invoices/:id/receipt.pdf': 'user',
  'GET /api/billing/sandbox/:chargeId': 'public',
  // reports (issue 15 item 4): the list shows everyone signed in a preview; the report and its exports
  // are for whom billing's entitlements open them (Premium, or the "Relatórios Avançados" reward, issue 21)
  'GET /api/reports': 'user',
  'GET /api/reports/:kind/:periodStart': 'user',
  'GET /api/reports/:kind/:periodStart/export/:format': 'user',
  'GET /api/reports/unsubscribe': 'public',
  'POST /api/reports/unsubscribe': 'public',
  // Issue 23: the education tracks (learners with a completed profile; staff read the figures, admins publish).
  'GET /api/education/tracks': 'profile-complete',
  'GET /api/education/lessons/:lessonId': 'profile-complete',
  'POST /api/education/lessons/:lessonId/start': 'profile-complete',
  'POST /api/education/lessons/:lessonId/quiz': 'profile-complete',
  'GET /api/education/review': 'profile-complete',
  'POST /api/education/review/:cardId': 'profile-complete',
  'GET /api/admin/education/lessons': 'support',
  'GET /api/admin/education/lessons/:lessonId': 'support',
  'GET /api/admin/education/figures': 'support',
  'POST /api/admin/education/lessons/:lessonId/versions': 'admin',
  // Issue 23: the tools page and the crypto tax helper (the person's own trades).
  'GET /api/tools/dca': 'user',
  'GET /api/tools/dca/options': 'user',
  'GET /api/push': 'user',
  'POST /api/push/subscriptions': 'user',
  'DELETE /api/push/subscriptions/:id': 'user',
  'PUT /api/push/topics': 'user',
  'GET /api/tax/trades': 'user',
  'POST /api/tax/trades': 'user',
  'PUT /api/tax/trades/:tradeId': 'user',
  'DELETE /api/tax/trades/:tradeId': 'user',
  'POST /api/tax/import/preview': 'user',
  'POST /api/tax/import': 'user',
  'GET /api/tax/months': 'user',
  'GET /api/tax/months/:month/export/csv': 'user',
  'GET /api/tax/months/:month/export/pdf': 'user',
  'GET /api/tax/template.csv': 'user',
  'PUT /api/tax/reminders/:month': 'user',
  'DELETE /api/tax/reminders/:month': 'user',
  'POST /api/billing/webhooks/btcpay': 'public',
  'POST /api/billing/webhooks/sandbox': 'public',
  'POST /api/billing/webhooks/pix': 'public',
  'POST /api/billing/webhooks/pix/pix': 'public',
  'GET /api/admin/billing/invoices': 'support',
  'GET /api/admin/billing/invoices/:id': 'support',
  'POST /api/admin/billing/invoices/:id/mark-paid-sandbox': 'admin',
  'POST /api/admin/billing/invoices/:id/refund': 'admin',
  'GET /api/admin/billing/subscriptions': 'support',
  'GET /api/admin/billing/gifts': 'support',
  'GET /api/admin/billing/revenue': 'admin',
  'GET /api/admin/billing/revenue.csv': 'admin',
  // Profile, preferences and avatars (avatar images are public files, like any avatar URL).
  'GET /api/user/profile': 'user',
  'PUT /api/user/profile': 'user',
  'POST /api/user/profile/cpf': 'user',
  'GET /api/user/consents': 'user',
  'GET /api/user/preferences': 'user',
  'PUT /api/user/preferences': 'user',
  'POST /api/user/avatar/upload': 'user',
  'POST /api/user/avatar/select': 'user',
  'GET /api/avatars/presets': 'public',
  'GET /api/avatars/presets/:file': 'public',
  'GET /api/avatars/u/:userId/:file': 'public',
  // LGPD: the export's download link is public and authenticated by its one-time token.
  'POST /api/user/data-export': 'user',
  'GET /api/privacy/exports/:exportId': 'public',
  'POST /api/user/account/delete': 'user',
  // Data-subject requests: support sees, registers and acts; the erasure is admins' alone.
  'GET /api/admin/privacy/requests': 'support',
  'GET /api/admin/privacy/requests/:id': 'support',
  'POST /api/admin/privacy/requests': 'support',
  'POST /api/admin/privacy/requests/:id/export': 'support',
  'POST /api/admin/privacy/requests/:id/erase': 'admin',
  'POST /api/admin/privacy/requests/:id/answer': 'support',
  // Issue 24: the community - reads for any signed-in person (rooms and threads check VIP and report
  // access themselves), writes with the profile complete.
  'GET /api/community/rooms': 'user',
  'GET /api/community/rooms/:slug/threads': 'user',
  'POST /api/community/rooms/:slug/threads': 'profile-complete',
  'GET /api/community/threads/:id': 'user',
  'POST /api/community/threads/:id/replies': 'profile-complete',
  'POST /api/community/threads/:id/best-answer': 'profile-complete',
  'DELETE /api/community/threads/:id/best-answer': 'profile-complete',
  'POST /api/community/posts/:postId/reactions': 'profile-complete',
  'DELETE /api/community/posts/:postId/reactions/:kind': 'profile-complete',
  'POST /api/community/posts/:postId/report': 'profile-complete',
  'GET /api/community/subjects/:kind/:id': 'user',
  'POST /api/community/subjects/:kind/:id/posts': 'profile-complete',
  'GET /api/community/me': 'user',
  'GET /api/community/mentions': 'user',
};

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

describe('every route enforces its declared access policy', () => {
  it('mounts exactly the routes of the matrix', () => {
    expect(h.app.routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  for (const caller of ['anonymous', 'incomplete', 'user', 'premium', 'support', 'admin'] as const) {
    it(`as ${caller}`, async () => {
      const tokenOf = () => (caller === 'anonymous' ? null : sessionToken(h.runtime, principals[caller]));
      let token = await tokenOf();
      const mismatches: string[] = [];
      for (const route of h.app.routes) {
        const path = route.path.replace(/:\w+/g, randomUUID());
        let req = h.http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
        if (token) req = req.set('Authorization', `Bearer ${token}`);
        const res = route.method === 'GET' || route.method === 'DELETE' ? await req : await req.send({});
        // Logout ends the bearer's session: the routes after it need another.
        if (route.path === '/api/auth/logout') token = await tokenOf();
        const refusedWith = AUTHZ_CODES.has(res.body?.code) ? (res.body.code as string) : null;
        const access = ACCESS[`${route.method} ${route.path}`];
        if (!access) continue;
        const want = expected(access, caller);
        if (refusedWith !== want) mismatches.push(`${route.method} ${route.path} (${access}): got ${res.status} ${refusedWith ?? ''}, want ${want ?? 'through'}`);
        if (want === 'UNAUTHENTICATED') expect(res.status).toBe(401);
        else if (want) expect(res.status).toBe(403);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
