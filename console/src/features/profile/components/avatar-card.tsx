import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { useAvatarMutations, useAvatarPresets, type Profile } from '../api/profile-api';

const MAX_BYTES = 5 * 1024 * 1024;
const GROUPS = [
  ['masculino', 'Masculinos'],
  ['feminino', 'Femininos'],
  ['androgino', 'Andrógino'],
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Photo upload (PNG/JPG up to 5 MB; the server re-encodes it) or one of the 17 predefined avatars. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const [choosing, setChoosing] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { upload, select } = useAvatarMutations();
  const presets = useAvatarPresets();
  const { reload } = useSessionControl();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) return toast('error', 'Arquivo muito grande. Tamanho máximo: 5MB');
    if (!['image/png', 'image/jpeg'].includes(file.type)) return toast('error', 'Formato não suportado. Envie uma imagem PNG ou JPG.');
    try {
      const res = await upload.mutateAsync(await readAsDataUrl(file));
      toast('success', res.message);
      void reload();
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : 'Falha ao enviar avatar');
    }
  };

  const pick = async (url: string) => {
    try {
      const res = await select.mutateAsync(url);
      toast('success', res.message);
      setChoosing(false);
      void reload();
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : 'Falha ao definir avatar');
    }
  };

  return (
    <div className="profile-avatar">
      <span className="profile-avatar__image" aria-hidden={profile.avatar_url ? undefined : true}>
        {profile.avatar_url ? <img src={profile.avatar_url} alt="Sua foto de perfil" width={96} height={96} /> : initials(profile.name)}
      </span>
      {profile.can_change_avatar ? (
        <div className="profile-avatar__actions">
          <button type="button" className="button button--ghost" onClick={() => fileRef.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
            {upload.isPending ? 'Enviando...' : 'Enviar foto'}
          </button>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" hidden onChange={onFile} aria-label="Arquivo da foto de perfil" data-testid="avatar-file" />
          <button type="button" className="button button--ghost" onClick={() => setChoosing(!choosing)} aria-expanded={choosing}>
            Escolher avatar
          </button>
          <p className="muted">PNG ou JPG, até 5MB.</p>
        </div>
      ) : (
        <p className="muted">Sua foto vem da sua conta Google e é alterada por lá.</p>
      )}
      {choosing && presets.data && (
        <div className="profile-presets" role="group" aria-label="Avatares predefinidos">
          {GROUPS.map(([group, label]) => (
            <fieldset key={group}>
              <legend>{label}</legend>
              {presets.data
                .filter((p) => p.group === group)
                .map((p) => (
                  <button key={p.id} type="button" className="profile-presets__option" aria-label={p.label} aria-pressed={profile.avatar_url === p.url} onClick={() => pick(p.url)}>
                    <img src={p.url} alt="" width={56} height={56} />
                  </button>
                ))}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
