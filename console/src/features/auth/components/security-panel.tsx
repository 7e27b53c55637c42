// The profile's Segurança tab (issue 14 item 4): two-factor (QR code, first code, ten recovery codes
// shown once), the active sessions with "Encerrar" and "Sair de todos os outros dispositivos", and
// change password. Every rule is the server's; this mirrors it and shows its messages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { authApi, type TwoFactorSetup } from '../api/auth-api';
import { passwordProblems } from '../validation';
import { PasswordInput } from './password-input';

const SECURITY_KEY = ['auth', 'security'] as const;
const SESSIONS_KEY = ['auth', 'sessions'] as const;

const dateTime = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** Runs a call, showing the server's message; field errors go to `setErrors`. */
async function attempt<T>(call: () => Promise<T>, setErrors: (e: Record<string, string>) => void): Promise<T | null> {
  try {
    setErrors({});
    return await call();
  } catch (err) {
    if (err instanceof ApiError && err.status !== 0) {
      setErrors(err.errors);
      toast('error', err.message);
    } else toast('error', 'Não foi possível falar com o servidor. Tente novamente.');
    return null;
  }
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="security-codes" role="region" aria-label="Códigos de recuperação">
      <p>
        <strong>Guarde estes códigos agora: eles não serão mostrados de novo.</strong> Cada um entra uma única vez, se você ficar sem o aplicativo.
      </p>
      <ol className="security-codes__list">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast('success', 'Códigos copiados.'))}>
          Copiar códigos
        </button>
        <button type="button" className="button" onClick={onDone}>
          Já guardei os códigos
        </button>
      </div>
    </div>
  );
}

function Enrol({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const res = await attempt(() => authApi.twoFactorSetup(), setErrors);
    if (res) setSetup(res.data);
    setBusy(false);
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: 'Digite o código de 6 dígitos' });
    setBusy(true);
    const res = await attempt(() => authApi.twoFactorConfirm(setup!.setupToken, code.trim()), setErrors);
    setBusy(false);
    if (res) {
      toast('success', res.message);
      onEnabled(res.data.recoveryCodes);
    }
  };

  if (!setup) {
    return (
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={start}>
        Ativar verificação em duas etapas
      </button>
    );
  }
  return (
    <form className="form security-enrol" onSubmit={confirm} noValidate>
      <ol>
        <li>Abra seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>Leia este QR code:</li>
      </ol>
      <img className="security-enrol__qr" src={setup.qrCode} alt="QR code para o aplicativo autenticador" width={220} height={220} />
      <details>
        <summary>Não consegue ler o QR code?</summary>
        <p>
          Digite esta chave no aplicativo: <code className="security-enrol__secret">{setup.secret}</code>
        </p>
        <p>
          Endereço de configuração: <code data-testid="otpauth-uri">{setup.otpauthUri}</code>
        </p>
      </details>
      <TextField label="Código do aplicativo" name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} error={errors.code} onChange={setCode} />
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Confirmar e ativar
        </button>
        <button type="button" className="button button--ghost" onClick={() => setSetup(null)}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** A form asking for re-authentication before a change (disable, new codes). */
function Confirmed({ children, fields, submit, label, onCancel }: { children?: ReactNode; fields: ('password' | 'code')[]; submit(v: { password: string; code: string }, setErrors: (e: Record<string, string>) => void): Promise<void>; label: string; onCancel(): void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await submit({ password, code: code.trim() }, setErrors);
    setBusy(false);
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      {children}
      {fields.includes('password') && <PasswordInput label="Senha atual" name="password" autoComplete="current-password" value={password} error={errors.password} onChange={setPassword} />}
      {fields.includes('code') && <TextField label="Código de verificação" name="code" autoComplete="one-time-code" required value={code} error={errors.code} onChange={setCode} />}
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {label}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

function TwoFactorCard() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: SECURITY_KEY, queryFn: () => authApi.security().then((r) => r.data) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<'disable' | 'regenerate' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['auth'] }).then(() => client.invalidateQueries({ queryKey: ['profile'] }));

  if (!status.data) return <p role="status">Carregando...</p>;
  const s = status.data;
  return (
    <section className="card" aria-labelledby="security-2fa">
      <h2 id="security-2fa">Verificação em duas etapas</h2>
      <p>
        Status: <strong>{s.twoFactorEnabled ? 'Ativada' : 'Desativada'}</strong>
        {s.twoFactorEnabled && ` · ${s.recoveryCodesLeft} ${s.recoveryCodesLeft === 1 ? 'código de recuperação restante' : 'códigos de recuperação restantes'}`}
      </p>
      {s.required && !s.twoFactorEnabled && (
        <p className="security-alert" role="alert">
          Contas da equipe precisam da verificação em duas etapas: ative-a para usar o back office.
        </p>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : !s.twoFactorEnabled ? (
        <>
          <p>Além da senha, o login pedirá um código de 6 dígitos do aplicativo autenticador do seu celular.</p>
          <Enrol
            onEnabled={(fresh) => {
              setCodes(fresh);
              void refresh();
            }}
          />
        </>
      ) : action === 'regenerate' ? (
        <Confirmed
          fields={['code']}
          label="Gerar novos códigos"
          onCancel={() => setAction(null)}
          submit={async ({ code }, setErrors) => {
            const res = await attempt(() => authApi.regenerateRecoveryCodes(code), setErrors);
            if (!res) return;
            toast('success', res.message);
            setAction(null);
            setCodes(res.data.recoveryCodes);
            void refresh();
          }}
        >
          <p>Digite o código atual do aplicativo. Os códigos de recuperação anteriores deixarão de valer.</p>
        </Confirmed>
      ) : action === 'disable' ? (
        <Confirmed
          fields={s.hasPassword ? ['password', 'code'] : ['code']}
          label="Desativar"
          onCancel={() => setAction(null)}
          submit={async ({ password, code }, setErrors) => {
            const res = await attempt(() => authApi.twoFactorDisable(s.hasPassword ? password : undefined, code), setErrors);
            if (!res) return;
            toast('success', res.message);
            setAction(null);
            void refresh();
          }}
        >
          <p>Confirme que é você: {s.hasPassword ? 'sua senha atual e ' : ''}um código do aplicativo (ou um código de recuperação).</p>
        </Confirmed>
      ) : (
        <div className="profile-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setAction('regenerate')}>
            Gerar novos códigos de recuperação
          </button>
          {!s.required && (
            <button type="button" className="button button--ghost" onClick={() => setAction('disable')}>
              Desativar verificação em duas etapas
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function SessionsCard() {
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => authApi.sessions().then((r) => r.data) });
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    const res = await attempt(call, () => undefined);
    if (res) toast('success', res.message);
    await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    setBusy(false);
  };
  const list = sessions.data ?? [];
  return (
    <section className="card" aria-labelledby="security-sessions">
      <h2 id="security-sessions">Sessões ativas</h2>
      {sessions.isPending ? (
        <p role="status">Carregando...</p>
      ) : (
        <ul className="security-sessions">
          {list.map((s) => (
            <li key={s.id} className="security-session">
              <div>
                <strong>{s.device}</strong> {s.current && <span className="profile-badge">Esta sessão</span>}
                <span className="muted">
                  Início: {dateTime(s.createdAt)} · Último uso: {dateTime(s.lastUsedAt)}
                </span>
              </div>
              {!s.current && (
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(() => authApi.endSession(s.id))} aria-label={`Encerrar sessão: ${s.device}, último uso ${dateTime(s.lastUsedAt)}`}>
                  Encerrar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.some((s) => !s.current) && (
        <button type="button" className="button" disabled={busy} onClick={() => run(() => authApi.endOtherSessions())}>
          Sair de todos os outros dispositivos
        </button>
      )}
    </section>
  );
}

function PasswordCard() {
  const client = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.currentPassword = 'Senha é obrigatória';
    const problem = passwordProblems(next)[0];
    if (problem) found.newPassword = problem;
    else if (next !== again) found.confirmPassword = 'As senhas não coincidem';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const res = await attempt(() => authApi.changePassword(current, next), setErrors);
    setBusy(false);
    if (!res) return;
    toast('success', res.message);
    setCurrent('');
    setNext('');
    setAgain('');
    await client.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  return (
    <section className="card" aria-labelledby="security-password">
      <h2 id="security-password">Alterar senha</h2>
      <p>Ao trocar a senha, as sessões dos outros dispositivos são encerradas.</p>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordInput label="Senha atual" name="currentPassword" autoComplete="current-password" value={current} error={errors.currentPassword} onChange={setCurrent} />
        <PasswordInput label="Nova senha" name="newPassword" autoComplete="new-password" value={next} error={errors.newPassword} onChange={setNext} />
        <PasswordInput label="Confirmar nova senha" name="confirmPassword" autoComplete="new-password" value={again} error={errors.confirmPassword} onChange={setAgain} />
        <div className="profile-form__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            Alterar senha
          </button>
        </div>
      </form>
    </section>
  );
}

/** `hasPassword`: Google accounts have no password to change. */
export function SecurityPanel() {
  const status = useQuery({ queryKey: SECURITY_KEY, queryFn: () => authApi.security().then((r) => r.data) });
  return (
    <div className="profile-security">
      <TwoFactorCard />
      <SessionsCard />
      {status.data?.hasPassword && <PasswordCard />}
    </div>
  );
}
