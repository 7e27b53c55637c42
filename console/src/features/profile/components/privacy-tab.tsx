import { useState } from 'react';
import { formatDateTime, type Locale } from '@piboost/events/i18n';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { useConsents, useUpdatePreferences, type Preferences, type Profile } from '../api/profile-api';
import { DataRights } from './data-rights';

/** The legal text's version is the day it was revised (YYYY-MM-DD): shown as a date of the person's language. */
function textDate(version: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) return version;
  return formatDateTime(`${version}T12:00:00Z`, locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'UTC');
}

function ConsentLedger({ timeZone }: { timeZone: string }) {
  const { t, rich, locale } = useI18n();
  const consents = useConsents();
  if (consents.isPending) return <p role="status">{t('profile.privacy.consentsLoading')}</p>;
  if (consents.isError) return <p role="alert">{t('profile.privacy.consentsFailed')}</p>;
  return (
    <ul className="profile-ledger" aria-label={t('profile.privacy.ledger')}>
      {consents.data.map((c) => (
        <li key={`${c.purpose}-${c.at}`}>
          {rich('profile.privacy.consent', {
            purpose: c.purpose,
            action: c.action,
            at: formatDateTime(c.at, locale, { dateStyle: 'short', timeStyle: 'short' }, timeZone),
            channel: c.channel,
            version: textDate(c.text_version, locale),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </li>
      ))}
    </ul>
  );
}

const VISIBILITY = [
  { value: 'private', label: 'profile.privacy.private', hint: 'profile.privacy.privateHint' },
  { value: 'public', label: 'profile.privacy.public', hint: 'profile.privacy.publicHint' },
] as const satisfies readonly { value: Preferences['profile_visibility']; label: MessageKey; hint: MessageKey }[];

/** Privacidade: who sees the person on public boards. */
export function PrivacyTab({ preferences, profile }: { preferences: Preferences; profile: Profile }) {
  const { t } = useI18n();
  const [visibility, setVisibility] = useState(preferences.profile_visibility);
  const save = useUpdatePreferences();

  const choose = async (value: Preferences['profile_visibility']) => {
    const before = visibility;
    setVisibility(value);
    try {
      toast('success', (await save.mutateAsync({ profile_visibility: value })).message);
    } catch {
      setVisibility(before);
      toast('error', t('profile.prefs.saveFailed'));
    }
  };

  return (
    <div className="profile-privacy">
      <section className="card">
        <h2>{t('profile.privacy.consents')}</h2>
        <p>{t('profile.privacy.consentsLead')}</p>
        <ConsentLedger timeZone={preferences.timezone} />
        {preferences.marketing_emails ? (
          <button type="button" className="button button--ghost" disabled={save.isPending} onClick={() => save.mutateAsync({ marketing_emails: false }).then(() => toast('success', t('profile.privacy.marketingRevoked')), () => toast('error', t('profile.prefs.saveFailed')))}>
            {t('profile.privacy.revokeMarketing')}
          </button>
        ) : (
          <p>{t('profile.privacy.noMarketing')}</p>
        )}
      </section>
      <section className="card">
        <h2>{t('profile.privacy.visibility')}</h2>
        <div role="radiogroup" aria-label={t('profile.privacy.visibility')} className="profile-switches">
          {VISIBILITY.map((v) => (
            <label key={v.value} className="profile-switch">
              <input type="radio" name="visibility" value={v.value} checked={visibility === v.value} onChange={() => choose(v.value)} disabled={save.isPending} />
              <span>
                <strong>{t(v.label)}</strong>
                <span className="muted">{t(v.hint)}</span>
              </span>
            </label>
          ))}
          <label className="profile-switch">
            <input type="radio" name="visibility" value="friends" disabled checked={visibility === 'friends'} onChange={() => undefined} />
            <span>
              <strong>{t('profile.privacy.friends')}</strong>
              <span className="muted">{t('profile.privacy.soon')}</span>
            </span>
          </label>
        </div>
      </section>
      <DataRights profile={profile} />
    </div>
  );
}
