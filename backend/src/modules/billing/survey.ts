// The survey command: keep the answers (the investor profile), then start the trial when the rules
// allow (trial.ts), wait for the users read model the token is built from, and issue a new token.
import { WrongExpectedVersion, isEvent, subscriptionStream, SurveySubmitted, trialReservationStream, userStream, type EventMetadata } from '@piboost/events';
import { TRIAL_DAYS } from '@piboost/events/business';
import { Unauthorized } from '../../platform/http/errors';
import type { Principal } from '../../platform/http/context';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { accessReissuer, loadAccount } from '../identity';
import { readStream } from '../../platform/command';
import { decideTrial, surveyEvent, type SurveyAnswers, type TrialOutcome } from './trial';

const dateBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export const SURVEY_MESSAGES: Record<TrialOutcome, (endsAt: Date | null) => string> = {
  started: (endsAt) => `Pesquisa enviada! Seu teste Premium de ${TRIAL_DAYS} dias está ativo até ${dateBr(endsAt!)}.`,
  'already-used': () => 'Pesquisa enviada! Seu perfil de investidor foi atualizado. O teste grátis já foi usado com este CPF.',
  admin: () => 'Pesquisa enviada! Administradores já têm acesso completo, sem teste.',
  'no-cpf': () => 'Pesquisa enviada! Complete o cadastro com seu CPF para ativar o teste grátis.',
};

export function surveyService(runtime: Runtime) {
  const reissueAccess = accessReissuer(runtime);

  async function premiumUntil(userId: string): Promise<Date | null> {
    const row = await runtime.db('users').where({ id: userId }).first<{ premium_until: Date | null; trial_ends_at: Date | null } | undefined>('premium_until', 'trial_ends_at');
    const ends = [row?.premium_until, row?.trial_ends_at].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
    return ends.length ? new Date(Math.max(...ends)) : null;
  }

  /** Appends the trial, retrying once if another request reserved the CPF's trial in between. */
  async function startTrial(userId: string, meta: EventMetadata) {
    const account = await loadAccount(runtime, userId);
    if (!account) throw new Unauthorized('Você precisa estar logado para preencher a pesquisa.', 'TOKEN_INVALID');
    // Two submits at once: the reservation (no_stream) and the period (expected version) each let only
    // one through; the loser re-reads and finds the trial used.
    for (let attempt = 0; ; attempt++) {
      const reservationId = account.cpfHash ? trialReservationStream(account.cpfHash) : null;
      const subscription = await readStream(runtime.store, subscriptionStream(userId));
      const decision = decideTrial({
        userId,
        role: account.role,
        cpfHash: account.cpfHash,
        reservation: reservationId ? await readStream(runtime.store, reservationId) : [],
        subscription,
        premiumUntil: await premiumUntil(userId),
        now: runtime.now(),
      });
      if (decision.outcome !== 'started') return { decision, position: null };
      try {
        const m = { ...meta, actorId: userId };
        if (decision.reserve.length) await runtime.events.append(reservationId!, decision.reserve.map((e) => ({ ...e, metadata: m })), { expected: 'no_stream' });
        const { position } = await runtime.events.append(
          subscriptionStream(userId),
          decision.start.map((e) => ({ ...e, metadata: m })),
          { expected: subscription.at(-1)?.streamVersion ?? 'no_stream' },
        );
        return { decision, position };
      } catch (err) {
        if (!(err instanceof WrongExpectedVersion) || attempt >= 3) throw err;
      }
    }
  }

  return {
    async submit(principal: Principal, answers: SurveyAnswers, meta: EventMetadata) {
      const userId = principal.userId;
      await runtime.events.append(userStream(userId), [{ ...surveyEvent(userId, answers), metadata: { ...meta, actorId: userId } }]);
      const { decision, position } = await startTrial(userId, meta);
      // The token's premium flag is read from the users read model: let it fold the trial first.
      if (position) await waitForProjection(runtime.db, 'users', position);
      const session = await reissueAccess(principal);
      // The session's own shape (what login and refresh answer), plus the spec's `accessToken`.
      return {
        ...session,
        message: SURVEY_MESSAGES[decision.outcome](decision.endsAt),
        accessToken: session.access_token,
        trialStarted: decision.outcome === 'started',
        trialEndsAt: decision.endsAt?.toISOString() ?? null,
      };
    },

    /** The latest answers, for content personalisation; null before the first survey. */
    async investorProfile(userId: string): Promise<SurveyAnswers | null> {
      const last = (await readStream(runtime.store, userStream(userId))).filter((e) => isEvent(e, SurveySubmitted)).at(-1);
      if (!last || !isEvent(last, SurveySubmitted)) return null;
      const d = last.data;
      return {
        investorProfile: d.investorProfile,
        cryptoExperienceLevel: d.cryptoExperienceLevel,
        cryptoExperienceTime: d.cryptoExperienceTime,
        operationalPreference: d.operationalPreference,
        aiConfidenceLevel: d.aiConfidenceLevel,
      };
    },
  };
}
