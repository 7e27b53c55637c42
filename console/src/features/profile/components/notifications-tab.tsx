import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { useUpdatePreferences, type Preferences } from '../api/profile-api';
import { BrowserNotifications } from './browser-notifications';

const LANGUAGES = [
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'es-ES', label: 'Español' },
] as const;

const TIMEZONES = [
  { value: 'America/Sao_Paulo', label: 'Brasília (America/Sao_Paulo)' },
  { value: 'America/New_York', label: 'Nova York (America/New_York)' },
  { value: 'Europe/London', label: 'Londres (Europe/London)' },
] as const;

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
      toast('error', 'Erro ao salvar preferências');
    }
  };

  return (
    <>
    <form className="form profile-prefs" onSubmit={submit} aria-label="Preferências de notificação">
      <div className="profile-form__grid">
        <div className="field">
          <label htmlFor="pref-language">Idioma</label>
          <select id="pref-language" value={form.language} onChange={(e) => set('language')(e.target.value as Editable['language'])}>
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value} disabled={!preferences.available_languages.includes(l.value)}>
                {preferences.available_languages.includes(l.value) ? l.label : `${l.label} (em breve)`}
              </option>
            ))}
          </select>
        </div>
        <SelectField label="Fuso horário" name="timezone" value={form.timezone} onChange={(v) => set('timezone')(v as Editable['timezone'])} options={TIMEZONES} hint="Datas e horários do console aparecem neste fuso; a virada do dia de sequências, desafios e limites segue o horário de Brasília." />
      </div>
      <fieldset className="profile-switches">
        <legend>Emails</legend>
        <Switch label="Notificações por email" hint="Avisos sobre sua conta, assinatura e atividades." checked={form.email_notifications} onChange={set('email_notifications')} />
        <Switch label="Emails de marketing" hint="Novidades, ofertas e conteúdos do π Boost." checked={form.marketing_emails} onChange={set('marketing_emails')} />
        <Switch label="Relatório semanal" hint="Um resumo por email do seu progresso na semana." checked={form.weekly_report} onChange={set('weekly_report')} />
        <Switch
          label="Resumo diário da comunidade por e-mail"
          hint={form.email_notifications ? 'Uma vez por dia, as respostas e menções que você ainda não leu na comunidade.' : 'Depende de "Notificações por email", que está desligada.'}
          checked={form.community_digest}
          onChange={set('community_digest')}
        />
        <Switch label="Emails de segurança" hint="Sempre ativos: novo acesso, troca de senha, verificação em duas etapas." checked disabled />
      </fieldset>
      <fieldset className="profile-switches">
        <legend>Gamificação</legend>
        <Switch
          label="Participar das ligas semanais"
          hint={form.leagues ? 'Toda semana você disputa com um grupo de até 30 pessoas da sua liga.' : 'Você não entra em grupos nem aparece na classificação das ligas.'}
          checked={form.leagues}
          onChange={set('leagues')}
        />
      </fieldset>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar preferências'}
        </button>
      </div>
    </form>
    <BrowserNotifications />
    </>
  );
}
