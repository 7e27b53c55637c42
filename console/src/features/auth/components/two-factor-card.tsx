// The Segurança tab's two-factor card: enrol (QR code, first code), ten recovery codes shown once,
// and turning it off or renewing the codes after re-authentication.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { authApi, type TwoFactorSetup } from '../api/auth-api';
import { PasswordInput } from './password-input';
import { SECURITY_KEY, attempt, useSecurityForm } from './security-shared';

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
  const form = useSecurityForm(['code']);

  const start = async () => {
    const res = await form.busyWhile(() => attempt(() => authApi.twoFactorSetup(), form.setErrors));
    if (res) setSetup(res.data);
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const code = form.values.code.trim();
    if (!/^\d{6}$/.test(code)) return form.setErrors({ code: 'Digite o código de 6 dígitos' });
    const res = await form.busyWhile(() => attempt(() => authApi.twoFactorConfirm(setup!.setupToken, code), form.setErrors));
    if (res) {
      toast('success', res.message);
      onEnabled(res.data.recoveryCodes);
    }
  };

  if (!setup) {
    return (
      <button type="button" className="button" disabled={form.busy} aria-busy={form.busy} onClick={start}>
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
      <TextField label="Código do aplicativo" inputMode="numeric" autoComplete="one-time-code" required {...form.field('code')} />
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
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
  const form = useSecurityForm(['password', 'code']);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    await form.busyWhile(() => submit({ password: form.values.password, code: form.values.code.trim() }, form.setErrors));
  };
  return (
    <form className="form" onSubmit={send} noValidate>
      {children}
      {fields.includes('password') && <PasswordInput label="Senha atual" autoComplete="current-password" {...form.field('password')} />}
      {fields.includes('code') && <TextField label="Código de verificação" autoComplete="one-time-code" required {...form.field('code')} />}
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
          {label}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

export function TwoFactorCard() {
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
