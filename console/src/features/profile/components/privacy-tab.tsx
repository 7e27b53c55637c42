import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useConsents, useUpdatePreferences, type Preferences, type Profile } from '../api/profile-api';
import { DataRights } from './data-rights';

const PURPOSES = {
  lgpd_data_processing: 'Tratamento de dados pessoais (LGPD)',
  terms_of_use: 'Termos de Uso',
  marketing_emails: 'Emails de marketing',
} as const;

const CHANNELS = { registration: 'no cadastro', profile: 'no perfil' } as const;

function ConsentLedger({ timeZone }: { timeZone: string }) {
  const consents = useConsents();
  const format = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  if (consents.isPending) return <p role="status">Carregando consentimentos...</p>;
  if (consents.isError) return <p role="alert">Não foi possível carregar seus consentimentos.</p>;
  return (
    <ul className="profile-ledger" aria-label="Histórico de consentimentos">
      {consents.data.map((c) => (
        <li key={`${c.purpose}-${c.at}`}>
          <strong>{PURPOSES[c.purpose]}</strong>: {c.action === 'granted' ? 'concedido' : 'revogado'} em {format.format(new Date(c.at))} {CHANNELS[c.channel]} (texto de {c.text_version.split('-').reverse().join('/')})
        </li>
      ))}
    </ul>
  );
}

const VISIBILITY = [
  { value: 'private', label: 'Privado', hint: 'Nos rankings públicos você aparece como "Investidor anônimo".' },
  { value: 'public', label: 'Público', hint: 'Seu nome e sua foto aparecem nos rankings.' },
] as const;

/** Privacidade: who sees the person on public boards. */
export function PrivacyTab({ preferences, profile }: { preferences: Preferences; profile: Profile }) {
  const [visibility, setVisibility] = useState(preferences.profile_visibility);
  const save = useUpdatePreferences();

  const choose = async (value: Preferences['profile_visibility']) => {
    const before = visibility;
    setVisibility(value);
    try {
      toast('success', (await save.mutateAsync({ profile_visibility: value })).message);
    } catch {
      setVisibility(before);
      toast('error', 'Erro ao salvar preferências');
    }
  };

  return (
    <div className="profile-privacy">
      <section className="card">
        <h2>Consentimentos</h2>
        <p>Cada consentimento fica registrado com a versão do texto, a data e onde foi dado.</p>
        <ConsentLedger timeZone={preferences.timezone} />
        {preferences.marketing_emails ? (
          <button type="button" className="button button--ghost" disabled={save.isPending} onClick={() => save.mutateAsync({ marketing_emails: false }).then(() => toast('success', 'Consentimento de marketing revogado.'), () => toast('error', 'Erro ao salvar preferências'))}>
            Revogar emails de marketing
          </button>
        ) : (
          <p>Você não recebe emails de marketing. Para voltar a receber, ative-os na aba Notificações.</p>
        )}
      </section>
      <section className="card">
        <h2>Visibilidade do perfil</h2>
        <div role="radiogroup" aria-label="Visibilidade do perfil" className="profile-switches">
          {VISIBILITY.map((v) => (
            <label key={v.value} className="profile-switch">
              <input type="radio" name="visibility" value={v.value} checked={visibility === v.value} onChange={() => choose(v.value)} disabled={save.isPending} />
              <span>
                <strong>{v.label}</strong>
                <span className="muted">{v.hint}</span>
              </span>
            </label>
          ))}
          <label className="profile-switch">
            <input type="radio" name="visibility" value="friends" disabled checked={visibility === 'friends'} onChange={() => undefined} />
            <span>
              <strong>Somente amigos</strong>
              <span className="muted">Em breve.</span>
            </span>
          </label>
        </div>
      </section>
      <DataRights profile={profile} />
    </div>
  );
}
