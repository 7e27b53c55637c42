import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useUpdatePreferences, type Preferences } from '../api/profile-api';

const VISIBILITY = [
  { value: 'private', label: 'Privado', hint: 'Nos rankings públicos você aparece como "Investidor anônimo".' },
  { value: 'public', label: 'Público', hint: 'Seu nome e sua foto aparecem nos rankings.' },
] as const;

/** Privacidade: who sees the person on public boards. */
export function PrivacyTab({ preferences }: { preferences: Preferences }) {
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
    </div>
  );
}
