// What the league screens say about a league answer: tier names, the distance to the promotion line
// and the time left to the week's close. The numbers are the server's (its zones, XP and close
// instant); nothing here ranks anyone. Worded in the person's language: call these while rendering
// a component that reads useI18n(), so a change of language renders them again.
import { useEffect, useState } from 'react';
import { LEAGUE_TIERS } from '@piboost/events/leagues';
import { currentLocale, translate, type MessageKey } from '../../i18n';
import type { League } from './api/types';
import { formatInt } from './format';

const TIER_LABEL = {
  bronze: 'gamification.league.tier.bronze',
  prata: 'gamification.league.tier.prata',
  ouro: 'gamification.league.tier.ouro',
  safira: 'gamification.league.tier.safira',
  diamante: 'gamification.league.tier.diamante',
} as const satisfies Record<League['tier'], MessageKey>;

export const tierLabel = (tier: League['tier']) => translate(TIER_LABEL[tier]);
/** "Bronze, Prata, Ouro, Safira e Diamante". */
export const tierNames = () => new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(LEAGUE_TIERS.map(tierLabel));

/** How far the caller is from the promotion zone, as a sentence; null when they are not placed. */
export function promotionDistance(league: League): string | null {
  if (!league.me) return null;
  if (league.promotionCount === 0) return translate('gamification.league.topTier', { tier: tierLabel(league.tier) });
  const mine = league.members.find((m) => m.isMe);
  if (mine?.zone === 'promotion') return translate('gamification.league.inPromotion');
  const promoted = league.members.filter((m) => m.zone === 'promotion');
  const line = promoted[promoted.length - 1];
  if (!line) return translate('gamification.league.inPromotion');
  // Equal XP loses to whoever reached it first (the tie rule): passing the line takes one XP more.
  const missing = line.xp - league.me.xp + 1;
  return translate('gamification.league.missing', { xp: formatInt(missing) });
}

/** "2 dias e 5 h", "3 h e 12 min", "8 min" until `endsAt`; "encerrada" once it has passed. */
export function timeLeft(endsAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
  if (minutes <= 0) return translate('gamification.league.closed');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours ? translate('gamification.league.leftDaysHours', { days, hours }) : translate('gamification.days', { count: days });
  if (hours > 0) return mins ? translate('gamification.league.leftHoursMinutes', { hours, minutes: mins }) : translate('gamification.league.leftHours', { hours });
  return translate('gamification.league.leftMinutes', { minutes: mins });
}

/** The current time, renewed every minute: the countdown moves while the page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
