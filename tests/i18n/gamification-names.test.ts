// The names the server defines for gamification, as the console shows them (issue 26): in pt-BR they
// are the server's catalogue's text byte for byte, and every achievement, reward, daily challenge and
// weekly quest the server defines has a console name (a new one shows the API's text until it gets one).
import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageValues } from '@piboost/events/i18n';
import { ACHIEVEMENTS, CHALLENGE_TEMPLATES, DAILY_LOGIN_CHALLENGE, REWARDS } from '../../backend/src/modules/gamification/catalogue';
import { LOGIN_QUEST, QUEST_TEMPLATES } from '../../backend/src/modules/gamification/quests';
import { achievementName, challengeName, questName, rewardName } from '../../console/src/features/gamification/names';
import { enUS } from '../../console/src/i18n/messages/en-US';
import { ptBR, type MessageKey } from '../../console/src/i18n/messages/pt-BR';

const translator = createTranslator<MessageKey>((locale) => (locale === 'en-US' ? enUS : ptBR));
const pt = (key: MessageKey, values?: MessageValues) => translator.t('pt-BR', key, values);
const en = (key: MessageKey, values?: MessageValues) => translator.t('en-US', key, values);
const UNKNOWN = '<unknown>';

describe('the names the server defines, in the console', () => {
  it('are byte-identical to the server catalogue in pt-BR, and translated in en-US', () => {
    for (const a of ACHIEVEMENTS) {
      expect(achievementName(pt, a)).toEqual({ title: a.title, description: a.description });
      expect(achievementName(en, { ...a, title: UNKNOWN }).title).not.toBe(UNKNOWN);
    }
    for (const r of REWARDS) {
      expect(rewardName(pt, r)).toEqual({ title: r.title, description: r.description, benefits: r.benefits });
      expect(rewardName(en, { ...r, title: UNKNOWN }).title).not.toBe(UNKNOWN);
    }
    for (const c of [DAILY_LOGIN_CHALLENGE, ...CHALLENGE_TEMPLATES]) {
      const served = { key: c.key, title: c.title, description: c.description.replace('{n}', String(c.target)), target: c.target };
      expect(challengeName(pt, served)).toEqual({ title: served.title, description: served.description });
      expect(challengeName(en, { ...served, title: UNKNOWN }).title).not.toBe(UNKNOWN);
    }
    for (const q of [LOGIN_QUEST, ...QUEST_TEMPLATES]) {
      const served = { key: q.key, title: q.title, description: q.description.replace('{n}', String(q.target)), target: q.target };
      expect(questName(pt, served)).toEqual({ title: served.title, description: served.description });
      expect(questName(en, { ...served, title: UNKNOWN }).title).not.toBe(UNKNOWN);
    }
  });

  it('show the API text for an id the console does not know', () => {
    expect(achievementName(en, { id: 'new_one', title: 'Novo', description: 'Algo novo.' })).toEqual({ title: 'Novo', description: 'Algo novo.' });
    expect(challengeName(en, { key: null, title: 'Antigo', description: 'Um desafio antigo.', target: 1 })).toEqual({ title: 'Antigo', description: 'Um desafio antigo.' });
  });
});
