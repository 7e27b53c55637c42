// The language a person's mail is written in (issue 26): their preference, from the user_preferences
// read model (no row, or no account: pt-BR). Senders pass it to their templates.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@piboost/events/i18n';
import type { Db } from '../db/knex';

export async function recipientLocale(db: Db, userId: string | null | undefined): Promise<Locale> {
  return (await storedLocale(db, userId)) ?? DEFAULT_LOCALE;
}

/** The language the person chose, or null when there is no preference row (or no account). */
export async function storedLocale(db: Db, userId: string | null | undefined): Promise<Locale | null> {
  if (!userId) return null;
  // eslint-disable-next-line piboost/no-foreign-tables -- profile's read model; to come through the module contract (a mail-preference lookup the profile module gives the platform)
  const row = await db('user_preferences').where({ user_id: userId }).first<{ language: string } | undefined>('language');
  return isLocale(row?.language) ? row.language : null;
}
