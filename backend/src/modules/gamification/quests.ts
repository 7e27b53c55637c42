// Weekly quests, streak freezes and quest boosts (issue 25). A person's three quests of a week are
// derived from their id and the week (login days first, then two templates picked by a hash), so
// every process and a rebuild agree on them without recording them; what is recorded is their
// completion (QuestCompleted) and what it gave (a 2x boost for 15 minutes, or a freeze).
// The week is the league week: Monday 00:00 to Sunday 23:59:59 in São Paulo, named by the ISO week
// of the São Paulo date (`YYYY-Www`).
import { createHash } from 'node:crypto';
import { isoWeekOf, weekStart } from '@piboost/events';

/** Freezes a person holds at most (Premium too: its perk stays the +50% XP - docs/decisions.md). */
export const FREEZE_CAP = 2;
/** A quest boost: 2x XP for 15 minutes, only ever from a quest. */
export const BOOST_MULTIPLIER = 2;
export const BOOST_MINUTES = 15;

/** What a quest counts over its week. */
export type QuestMeasure = 'login_days' | 'activity_xp' | 'challenges' | 'lessons' | 'report_days';
export type QuestReward = 'boost' | 'freeze';

export interface QuestTemplate {
  key: string;
  measure: QuestMeasure;
  title: string;
  /** `{n}` is the target. */
  description: string;
  target: number;
  reward: QuestReward;
}

/** Always the first quest of a week: coming back is what the streak and the leagues reward. */
export const LOGIN_QUEST: QuestTemplate = { key: 'login_days', measure: 'login_days', title: 'Presença na Semana', description: 'Entre na plataforma em {n} dias diferentes da semana.', target: 4, reward: 'boost' };

export const QUEST_TEMPLATES: readonly QuestTemplate[] = [
  { key: 'activity_xp', measure: 'activity_xp', title: 'Ritmo de Investidor', description: 'Ganhe {n} XP usando a plataforma (visitas, recursos, tempo, interações e lições).', target: 150, reward: 'freeze' },
  { key: 'challenges', measure: 'challenges', title: 'Caçador de Desafios', description: 'Conclua {n} desafios diários.', target: 5, reward: 'boost' },
  { key: 'lessons', measure: 'lessons', title: 'Semana de Estudos', description: 'Conclua {n} lições com o quiz aprovado.', target: 2, reward: 'freeze' },
  { key: 'report_days', measure: 'report_days', title: 'Leitor de Análises', description: 'Leia os relatórios de análise em {n} dias diferentes.', target: 3, reward: 'boost' },
];

export interface Quest {
  /** `<week>:<key>`. */
  id: string;
  week: string;
  key: string;
  measure: QuestMeasure;
  title: string;
  description: string;
  target: number;
  reward: QuestReward;
}

/** The ISO week (`YYYY-Www`) of a São Paulo date (YYYY-MM-DD). */
export const weekOf = isoWeekOf;

/** The Monday and Sunday (São Paulo dates) of the week holding `day`. */
export function weekDays(day: string): { monday: string; sunday: string } {
  const monday = weekStart(day);
  const sunday = new Date(`${monday}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return { monday, sunday: sunday.toISOString().slice(0, 10) };
}

const quest = (week: string, t: QuestTemplate): Quest => ({ id: `${week}:${t.key}`, week, key: t.key, measure: t.measure, title: t.title, description: t.description.replace('{n}', String(t.target)), target: t.target, reward: t.reward });

/** A person's quests of a week: login days first, then two others picked by a hash of the person and the week. */
export function questsFor(userId: string, week: string): Quest[] {
  const pool = [...QUEST_TEMPLATES];
  const picked = [LOGIN_QUEST];
  const h = createHash('sha256').update(`quests:${userId}:${week}`).digest('hex');
  for (let i = 0; i < 2; i++) picked.push(pool.splice(parseInt(h.slice(i * 8, i * 8 + 8), 16) % pool.length, 1)[0]!);
  return picked.map((t) => quest(week, t));
}

/** The week's counters a quest reads, folded from the stream (evolve.ts). */
export interface WeekCounters {
  week: string | null;
  loginDays: Set<string>;
  /** XP (after multipliers) of what the person does themselves: the multiplied activities. */
  activityXp: number;
  challenges: number;
  lessons: number;
  reportDays: Set<string>;
}

export const emptyWeek = (week: string | null): WeekCounters => ({ week, loginDays: new Set(), activityXp: 0, challenges: 0, lessons: 0, reportDays: new Set() });

export function questMeasure(w: WeekCounters, what: QuestMeasure): number {
  switch (what) {
    case 'login_days':
      return w.loginDays.size;
    case 'activity_xp':
      return w.activityXp;
    case 'challenges':
      return w.challenges;
    case 'lessons':
      return w.lessons;
    case 'report_days':
      return w.reportDays.size;
    default: {
      const unknown: never = what;
      throw new Error(`unknown quest measure ${String(unknown)}`);
    }
  }
}

/** Days from `from` to `to` (YYYY-MM-DD), positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
