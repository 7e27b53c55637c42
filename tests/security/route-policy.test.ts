// Walks every mounted API route as an anonymous caller, a user (with and without a completed
// profile), support staff and an admin, with real bearer tokens, and checks the access policy each
// route declares is the one the API enforces.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../backend/src/platform/http/route';
import type { Principal } from '../../backend/src/platform/http/context';
import { openHarness, type IdentityHarness } from '../../backend/src/modules/identity/testing';
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

let h: IdentityHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

describe('every route enforces its declared access policy', () => {
  it('covers the routes of every module', () => {
    const accessLevels = new Set(h.app.routes.map((r) => r.access));
    expect(h.app.routes.length).toBeGreaterThan(10);
    expect(accessLevels.has('public') && accessLevels.has('user')).toBe(true);
  });

  for (const caller of ['anonymous', 'incomplete', 'user', 'premium', 'support', 'admin'] as const) {
    it(`as ${caller}`, async () => {
      const token = caller === 'anonymous' ? null : await sessionToken(h.runtime, principals[caller]);
      const mismatches: string[] = [];
      for (const route of h.app.routes) {
        const path = route.path.replace(/:\w+/g, randomUUID());
        let req = h.http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
        if (token) req = req.set('Authorization', `Bearer ${token}`);
        const res = route.method === 'GET' || route.method === 'DELETE' ? await req : await req.send({});
        const refusedWith = AUTHZ_CODES.has(res.body?.code) ? (res.body.code as string) : null;
        const want = expected(route.access, caller);
        if (refusedWith !== want) mismatches.push(`${route.method} ${route.path} (${route.access}): got ${res.status} ${refusedWith ?? ''}, want ${want ?? 'through'}`);
        if (want === 'UNAUTHENTICATED') expect(res.status).toBe(401);
        else if (want) expect(res.status).toBe(403);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
