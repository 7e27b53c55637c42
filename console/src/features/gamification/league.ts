// What the league screens say about a league answer: tier names, the distance to the promotion line
// and the time left to the week's close. The numbers are the server's (its zones, XP and close
// instant); nothing here ranks anyone.
import { useEffect, useState } from 'react';
import { LEAGUE_TIER_LABELS, LEAGUE_TIERS } from '@piboost/events/leagues';
import type { League } from './api/types';
import { formatInt } from './format';

export const tierLabel = (tier: League['tier']) => LEAGUE_TIER_LABELS[tier];
/** "Bronze, Prata, Ouro, Safira e Diamante". */
export const tierNames = () => new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(LEAGUE_TIERS.map(tierLabel));

/** How far the caller is from the promotion zone, as a sentence; null when they are not placed. */
export function promotionDistance(league: League): string | null {
  if (!league.me) return null;
  if (league.promotionCount === 0) return `${league.tierLabel} é a liga mais alta: sem zona de promoção.`;
  const mine = league.members.find((m) => m.isMe);
  if (mine?.zone === 'promotion') return 'Você está na zona de promoção.';
  const promoted = league.members.filter((m) => m.zone === 'promotion');
  const line = promoted[promoted.length - 1];
  if (!line) return 'Você está na zona de promoção.';
  // Equal XP loses to whoever reached it first (the tie rule): passing the line takes one XP more.
  const missing = line.xp - league.me.xp + 1;
  return `Faltam ${formatInt(missing)} XP para a zona de promoção.`;
}

/** "2 dias e 5 h", "3 h e 12 min", "8 min" until `endsAt`; "encerrada" once it has passed. */
export function timeLeft(endsAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
  if (minutes <= 0) return 'encerrada';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'dia' : 'dias'}${hours ? ` e ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${mins ? ` e ${mins} min` : ''}`;
  return `${mins} min`;
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
