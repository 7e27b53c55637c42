// What each kind of notification says (Portuguese, figures from the events), as PushNotifications.
import { LEAGUE_TIER_LABELS, type DataOf, type LeagueResultRecorded, type PriceAlertTriggered } from '@piboost/events';
import type { PushNotification } from './sender';

const money = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export function priceAlertNotification(eventId: string, data: DataOf<typeof PriceAlertTriggered>, asset: { name: string; symbol: string } | null): PushNotification {
  const crossed = data.condition === 'above' ? 'subiu acima de' : 'caiu abaixo de';
  const name = asset ? `${asset.name} (${asset.symbol.toUpperCase()})` : data.coinId;
  return {
    id: `price_alert:${eventId}`,
    userId: data.userId,
    topic: 'price_alert',
    title: `Alerta de preço: ${asset ? asset.symbol.toUpperCase() : data.coinId}`,
    body: `${name} ${crossed} ${money(data.thresholdBrl)}: a cotação é ${money(data.priceBrl)}.`,
    url: '/dashboard',
    // A price is news for an hour; after that the mail and the panel say it.
    ttl: 3600,
    urgency: 'high',
  };
}

export function streakAtRiskNotification(userId: string, day: string, streak: number): PushNotification {
  return {
    id: `streak_at_risk:${day}:${userId}`,
    userId,
    topic: 'streak_at_risk',
    title: 'Sua sequência está em risco',
    body: `Você está com ${streak} ${streak === 1 ? 'dia seguido' : 'dias seguidos'}. Entre no π Boost até meia-noite para não perder a sequência.`,
    url: '/gamification',
    // Sent at 20:00 in São Paulo: worthless after midnight.
    ttl: 4 * 3600,
    urgency: 'normal',
  };
}

/** The leagues module's result of one closed week for one person (member stream league-member-<userId>). */
export type LeagueResult = DataOf<typeof LeagueResultRecorded>;

export function leagueResultNotification(eventId: string, r: LeagueResult): PushNotification {
  const tier = LEAGUE_TIER_LABELS[r.toTier];
  const body =
    r.outcome === 'promoted'
      ? `Você subiu para a liga ${tier} (${r.rank}º lugar, ${r.xp} XP).`
      : r.outcome === 'demoted'
        ? `Você desceu para a liga ${tier} (${r.rank}º lugar, ${r.xp} XP). Nesta semana dá para voltar.`
        : `Você ficou na liga ${tier} (${r.rank}º lugar, ${r.xp} XP).`;
  return { id: `league_result:${eventId}`, userId: r.userId, topic: 'league_result', title: 'Resultado da liga', body, url: '/gamification', ttl: 24 * 3600, urgency: 'normal' };
}
