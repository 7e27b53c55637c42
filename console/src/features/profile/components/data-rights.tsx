import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
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
  const [exporting, setExporting] = useState(false);
  const askExport = async () => {
    setExporting(true);
    try {
      toast('success', (await requestDataExport()).message);
    } catch (err) {
      toast('error', err instanceof ApiError && err.status > 0 ? err.message : 'Não foi possível pedir a cópia. Tente novamente.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="card">
      <h2>Seus dados</h2>
      <p>Receba por email um link para baixar uma cópia de todos os seus dados: um arquivo JSON e um documento para leitura. O link vale por 72 horas.</p>
      <button type="button" className="button button--ghost" onClick={askExport} disabled={exporting} aria-busy={exporting}>
        {exporting ? 'Pedindo...' : 'Exportar meus dados'}
      </button>
    </section>
  );
}

/** The deletion, confirmed by the password (or, for a Google account, its e-mail) and the word EXCLUIR. */
function DeleteAccount({ profile }: { profile: Profile }) {
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
      } else toast('error', 'Erro de conexão. Verifique sua internet e tente novamente.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card profile-danger">
      <h2>Excluir conta</h2>
      <p>A exclusão é definitiva: seus dados pessoais ficam ilegíveis para sempre e você sai de todos os dispositivos. Registros que a lei obriga a guardar (como faturas) ficam sem nada que identifique você.</p>
      {deleting ? (
        <form className="form" onSubmit={erase} aria-label="Excluir conta" noValidate>
          {google ? (
            <TextField label="Email da conta" name="secret" type="email" value={secret} onChange={setSecret} error={errors.secret} required hint="Sua conta entra com o Google: confirme digitando o email dela." />
          ) : (
            <div className="field" data-invalid={errors.secret ? 'true' : undefined}>
              <label htmlFor="delete-password">Senha atual</label>
              <input id="delete-password" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} aria-invalid={errors.secret ? true : undefined} aria-describedby={errors.secret ? 'delete-password-error' : undefined} />
              {errors.secret && (
                <p className="field__error" id="delete-password-error">
                  {errors.secret}
                </p>
              )}
            </div>
          )}
          <TextField label="Digite EXCLUIR para confirmar" name="confirmation" value={confirmation} onChange={setConfirmation} error={errors.confirmation} required />
          <div className="profile-form__actions">
            <button type="button" className="button button--ghost" onClick={() => setDeleting(false)}>
              Cancelar
            </button>
            <button type="submit" className="button profile-danger__button" disabled={busy} aria-busy={busy}>
              {busy ? 'Excluindo...' : 'Excluir definitivamente'}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          Excluir minha conta
        </button>
      )}
    </section>
  );
}
