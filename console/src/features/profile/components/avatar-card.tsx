import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { useAvatarMutations, useAvatarPresets, type Profile } from '../api/profile-api';

const MAX_BYTES = 5 * 1024 * 1024;
const GROUPS = [
  ['masculino', 'profile.avatar.groupMale'],
  ['feminino', 'profile.avatar.groupFemale'],
  ['androgino', 'profile.avatar.groupAndrogynous'],
] as const satisfies readonly (readonly [string, MessageKey])[];

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
  const { t } = useI18n();
  const [choosing, setChoosing] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { upload, select } = useAvatarMutations();
  const presets = useAvatarPresets();
  const { reload } = useSessionControl();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) return toast('error', t('profile.avatar.tooLarge'));
    if (!['image/png', 'image/jpeg'].includes(file.type)) return toast('error', t('profile.avatar.badFormat'));
    try {
      const res = await upload.mutateAsync(await readAsDataUrl(file));
      toast('success', res.message);
      void reload();
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : t('profile.avatar.uploadFailed'));
    }
  };

  const pick = async (url: string) => {
    try {
      const res = await select.mutateAsync(url);
      toast('success', res.message);
      setChoosing(false);
      void reload();
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : t('profile.avatar.selectFailed'));
    }
  };

  return (
    <div className="profile-avatar">
      <span className="profile-avatar__image" aria-hidden={profile.avatar_url ? undefined : true}>
        {profile.avatar_url ? <img src={profile.avatar_url} alt={t('profile.avatar.alt')} width={96} height={96} /> : initials(profile.name)}
      </span>
      {profile.can_change_avatar ? (
        <div className="profile-avatar__actions">
          <button type="button" className="button button--ghost" onClick={() => fileRef.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
            {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.upload')}
          </button>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" hidden onChange={onFile} aria-label={t('profile.avatar.file')} data-testid="avatar-file" />
          <button type="button" className="button button--ghost" onClick={() => setChoosing(!choosing)} aria-expanded={choosing}>
            {t('profile.avatar.choose')}
          </button>
          <p className="muted">{t('profile.avatar.rules')}</p>
        </div>
      ) : (
        <p className="muted">{t('profile.avatar.fromGoogle')}</p>
      )}
      {choosing && presets.data && (
        <div className="profile-presets" role="group" aria-label={t('profile.avatar.presets')}>
          {GROUPS.map(([group, label]) => (
            <fieldset key={group}>
              <legend>{t(label)}</legend>
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
