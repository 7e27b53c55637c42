// GET /api/user/investor-profile - the latest survey answers (null before the first survey).
import { defineRoute } from '../../../platform/http/route';
import { SUBSCRIPTION_TAGS, USER_READS, type BillingHttp } from './shared';
import { investorProfileResponse } from './survey.schema';

export function investorProfileRoute({ survey }: BillingHttp) {
  return defineRoute({
    method: 'GET',
    path: '/api/user/investor-profile',
    summary: 'As respostas mais recentes da pesquisa de perfil de investidor',
    tags: SUBSCRIPTION_TAGS,
    access: 'user',
    rateLimit: USER_READS,
    response: investorProfileResponse,
    async handler(_ctx, { principal }) {
      return { success: true as const, data: await survey.investorProfile(principal.userId) };
    },
  });
}
