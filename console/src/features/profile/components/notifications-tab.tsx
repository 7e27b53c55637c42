import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { useUpdatePreferences, type Preferences } from '../api/profile-api';
import { BrowserNotifications } from './browser-notifications';

/** Each language named in itself, whatever the console speaks (a person finds their own at a glance). */
const LANGUAGES = [
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'es-ES', label: 'Español' },
] as const;

const TIMEZONES = [
  { value: 'America/Sao_Paulo', label: 'profile.prefs.zoneSaoPaulo' },
  { value: 'America/New_York', label: 'profile.prefs.zoneNewYork' },
  { value: 'Europe/London', label: 'profile.prefs.zoneLondon' },
] as const satisfies readonly { value: string; label: MessageKey }[];

type Editable = Pick<Preferences, 'language' | 'timezone' | 'email_notifications' | 'marketing_emails' | 'weekly_report' | 'community_digest' | 'leagues'>;

function Switch({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled?: boolean; onChange?(v: boolean): void }) {
  return (
    <label className="profile-switch">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)} />
      <span>
        <strong>{label}</strong>
        <span className="muted">{hint}</span>
      </span>
    </label>
  );
}

/** Notificações (product-spec §3 preferences): language, time zone, the e-mail switches and the weekly leagues (issue 25). */
export function NotificationsTab({ preferences }: { preferences: Preferences }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Editable>(() => ({
    language: preferences.language,
    timezone: preferences.timezone,
    email_notifications: preferences.email_notifications,
    marketing_emails: preferences.marketing_emails,
    weekly_report: preferences.weekly_report,
    community_digest: preferences.community_digest,
    leagues: preferences.leagues,
  }));
  const save = useUpdatePreferences();
  const set = <K extends keyof Editable>(key: K) => (value: Editable[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      toast('success', (await save.mutateAsync(form)).message);
    } catch {
      toast('error', t('profile.prefs.saveFailed'));
    }
  };

  return (
    <>
    <form className="form profile-prefs" onSubmit={submit} aria-label={t('profile.prefs.formLabel')}>
      <div className="profile-form__grid">
        <div className="field">
          <label htmlFor="pref-language">{t('profile.prefs.language')}</label>
          <select id="pref-language" value={form.language} onChange={(e) => set('language')(e.target.value as Editable['language'])}>
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value} lang={l.value} disabled={!preferences.available_languages.includes(l.value)}>
                {preferences.available_languages.includes(l.value) ? l.label : t('profile.prefs.languageSoon', { language: l.label })}
              </option>
            ))}
          </select>
        </div>
        <SelectField
          label={t('profile.prefs.timeZone')}
          name="timezone"
          value={form.timezone}
          onChange={(v) => set('timezone')(v as Editable['timezone'])}
          options={TIMEZONES.map((z) => ({ value: z.value, label: t(z.label) }))}
          hint={t('profile.prefs.timeZoneHint')}
        />
      </div>
      <fieldset className="profile-switches">
        <legend>{t('profile.prefs.emails')}</legend>
        <Switch label={t('profile.prefs.emailNotifications')} hint={t('profile.prefs.emailNotificationsHint')} checked={form.email_notifications} onChange={set('email_notifications')} />
        <Switch label={t('profile.prefs.marketing')} hint={t('profile.prefs.marketingHint')} checked={form.marketing_emails} onChange={set('marketing_emails')} />
        <Switch label={t('profile.prefs.weeklyReport')} hint={t('profile.prefs.weeklyReportHint')} checked={form.weekly_report} onChange={set('weekly_report')} />
        <Switch
          label={t('profile.prefs.communityDigest')}
          hint={form.email_notifications ? t('profile.prefs.communityDigestHint') : t('profile.prefs.communityDigestOff')}
          checked={form.community_digest}
          onChange={set('community_digest')}
        />
        <Switch label={t('profile.prefs.security')} hint={t('profile.prefs.securityHint')} checked disabled />
      </fieldset>
      <fieldset className="profile-switches">
        <legend>{t('profile.prefs.gamification')}</legend>
        <Switch
          label={t('profile.prefs.leagues')}
          hint={form.leagues ? t('profile.prefs.leaguesOn') : t('profile.prefs.leaguesOff')}
          checked={form.leagues}
          onChange={set('leagues')}
        />
      </fieldset>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.prefs.submit')}
        </button>
      </div>
    </form>
    <BrowserNotifications />
    </>
  );
}
