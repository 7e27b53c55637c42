import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { deleteAccount, requestDataExport, type Profile } from '../api/profile-api';

/** LGPD art. 18: a copy of one's data (by e-mailed link) and the deletion of one's account. */
export function DataRights({ profile }: { profile: Profile }) {
  return (
    <>
      <DataExport />
      <DeleteAccount profile={profile} />
    </>
  );
}

function DataExport() {
  const { t } = useI18n();
  const [exporting, setExporting] = useState(false);
  const askExport = async () => {
    setExporting(true);
    try {
      toast('success', (await requestDataExport()).message);
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : t('profile.data.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="card">
      <h2>{t('profile.data.title')}</h2>
      <p>{t('profile.data.lead')}</p>
      <button type="button" className="button button--ghost" onClick={askExport} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('profile.data.exporting') : t('profile.data.export')}
      </button>
    </section>
  );
}

/** The deletion, confirmed by the password (or, for a Google account, its e-mail) and the word EXCLUIR. */
function DeleteAccount({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState(false);
  const [secret, setSecret] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const google = profile.auth_provider === 'google';
  const erase = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const res = await deleteAccount(secret, confirmation);
      toast('success', res.message);
      await signOut().catch(() => undefined);
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        setErrors(Object.keys(err.errors).length ? err.errors : { secret: err.message });
      } else toast('error', t('profile.connectionError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card profile-danger">
      <h2>{t('profile.delete.title')}</h2>
      <p>{t('profile.delete.lead')}</p>
      {deleting ? (
        <form className="form" onSubmit={erase} aria-label={t('profile.delete.title')} noValidate>
          {google ? (
            <TextField label={t('profile.delete.accountEmail')} name="secret" type="email" value={secret} onChange={setSecret} error={errors.secret} required hint={t('profile.delete.googleHint')} />
          ) : (
            <div className="field" data-invalid={errors.secret ? 'true' : undefined}>
              <label htmlFor="delete-password">{t('profile.delete.password')}</label>
              <input id="delete-password" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} aria-invalid={errors.secret ? true : undefined} aria-describedby={errors.secret ? 'delete-password-error' : undefined} />
              {errors.secret && (
                <p className="field__error" id="delete-password-error">
                  {errors.secret}
                </p>
              )}
            </div>
          )}
          <TextField label={t('profile.delete.confirmation')} name="confirmation" value={confirmation} onChange={setConfirmation} error={errors.confirmation} required />
          <div className="profile-form__actions">
            <button type="button" className="button button--ghost" onClick={() => setDeleting(false)}>
              {t('profile.cancel')}
            </button>
            <button type="submit" className="button profile-danger__button" disabled={busy} aria-busy={busy}>
              {busy ? t('profile.delete.deleting') : t('profile.delete.submit')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          {t('profile.delete.start')}
        </button>
      )}
    </section>
  );
}
