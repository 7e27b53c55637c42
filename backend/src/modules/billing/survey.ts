// The survey command: keep the answers (the investor profile), then start the trial when the rules
// allow (trial.ts), wait for the users read model the token is built from, and issue a new token.
import { isEvent, subscriptionStream, SurveySubmitted, trialReservationStream, userStream, type EventMetadata } from '@piboost/events';
import { TRIAL_DAYS } from '@piboost/events/business';
import { Unauthorized } from '../../platform/http/errors';
import type { Principal } from '../../platform/http/context';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { accessReissuer, loadAccount, premiumWindowOf, submitSurvey } from '../identity';
import { handleCommand, loadStream, readStream } from '../../platform/command';
import { foldTrialReservation, reserveTrial, startTrial, surveyTrialStarted, trialRefusal, type SurveyAnswers, type TrialOutcome } from './trial';

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
    const row = await premiumWindowOf(runtime, userId);
    const ends = [row?.premiumUntil, row?.trialEndsAt].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
    return ends.length ? new Date(Math.max(...ends)) : null;
  }

  /**
   * Reserves the CPF's trial, then starts the period. Two submits at once: the reservation and the
   * period are each appended at the version decided on, so the loser decides again and finds the
   * CPF's trial or the person's period taken.
   */
  async function startTrialOf(userId: string, meta: EventMetadata): Promise<{ outcome: TrialOutcome; endsAt: Date | null; position: string | null }> {
    const account = await loadAccount(runtime, userId);
    if (!account) throw new Unauthorized('Você precisa estar logado para preencher a pesquisa.', 'TOKEN_INVALID');
    const refusal = trialRefusal(account);
    if (refusal) return { outcome: refusal, endsAt: null, position: null };
    const metadata = { ...meta, actorId: userId };
    const cpfHash = account.cpfHash!; // no CPF: refused above
    const reservation = trialReservationStream(cpfHash);
    const { mine } = await handleCommand(runtime.events, reservation, loadStream(runtime.store, reservation, foldTrialReservation), (reservedBy) => reserveTrial(reservedBy, { userId, cpfHash }), { metadata });
    if (!mine) return { outcome: 'already-used', endsAt: null, position: null };
    const command = { userId, premiumUntil: await premiumUntil(userId), now: runtime.now() };
    const subscription = subscriptionStream(userId);
    const started = await handleCommand(runtime.events, subscription, loadStream(runtime.store, subscription, surveyTrialStarted), (taken) => startTrial(taken, command), { metadata });
    return { ...started, position: started.appended?.position ?? null };
  }

  return {
    async submit(principal: Principal, answers: SurveyAnswers, meta: EventMetadata) {
      const userId = principal.userId;
      await submitSurvey(runtime, userId, answers, meta);
      const trial = await startTrialOf(userId, meta);
      // The token's premium flag is read from the users read model: let it fold the trial first.
      if (trial.position) await waitForProjection(runtime.db, 'users', trial.position);
      const session = await reissueAccess(principal);
      // The session's own shape (what login and refresh answer), plus the spec's `accessToken`.
      return {
        ...session,
        message: SURVEY_MESSAGES[trial.outcome](trial.endsAt),
        accessToken: session.access_token,
        trialStarted: trial.outcome === 'started',
        trialEndsAt: trial.endsAt?.toISOString() ?? null,
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
