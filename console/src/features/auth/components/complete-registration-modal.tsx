import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PLANS } from '@piboost/events/business';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { currentLocale, translate, useI18n, type MessageKey } from '../../../i18n';
import { authApi } from '../api/auth-api';
import type { PlanId } from '../auth-context';
import { cpfDigits, isCompleteValidCpf, maskCpf } from '../validation';

/** Taller than a phone screen: the dialog scrolls inside itself, the page behind stays put. */
const MODAL_STYLE = { maxHeight: '90vh', overflowY: 'auto' } as const;

export type CompletionMode =
  | { kind: 'registration'; email: string; password: string; registrationToken: string }
  | { kind: 'profile'; isAdmin: boolean };

type CpfState = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'registered' | 'error';

const CPF_MESSAGES = {
  invalid: 'auth.cpf.invalid',
  available: 'auth.cpf.available',
  taken: 'auth.cpf.taken',
  registered: 'auth.cpf.registered',
  error: 'auth.cpf.checkError',
} as const satisfies Record<Exclude<CpfState, 'empty' | 'checking'>, MessageKey>;

/** The availability check waits this long after the last keystroke (product-spec §9). */
const CPF_CHECK_DEBOUNCE_MS = 1000;
/** The spec's artificial pause before the registration data is saved. */
const SAVE_DELAY_MS = 1000;

/**
 * "Completar cadastro" (product-spec §2, §4, §5): name (registration only), masked CPF checked for
 * availability, plan (not for admins), the LGPD and terms consents. Cancelar closes (registration) or
 * signs out (forced completion) - the caller decides.
 */
export function CompleteRegistrationModal({ mode, onCancel, onDone }: { mode: CompletionMode; onCancel(): void; onDone(): void | Promise<void> }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const ids = useId();
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const [lgpd, setLgpd] = useState(false);
  const [terms, setTerms] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isAdmin = mode.kind === 'profile' && mode.isAdmin;
  const registrationToken = mode.kind === 'registration' ? mode.registrationToken : undefined;
  const cpfState = useCpfCheck(cpf, registrationToken);

  const nameOk = mode.kind === 'profile' || name.trim().length >= 3;
  const cpfOk = cpfState === 'available' || cpfState === 'registered';
  const canContinue = nameOk && cpfOk && lgpd && terms && (isAdmin || plan !== '') && !saving;

  function validate(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!nameOk) e.name = t('auth.complete.nameRequired');
    if (!isCompleteValidCpf(cpf)) e.cpf = t('auth.cpf.invalid');
    else if (!cpfOk) e.cpf = t('auth.complete.cpfMustBeAvailable');
    if (!lgpd) e.lgpdConsent = t('auth.complete.lgpdRequired');
    if (!terms) e.acceptedTerms = t('auth.validation.termsRequired');
    if (!isAdmin && !plan) e.selectedPlan = t('auth.complete.planRequired');
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const selectedPlan = isAdmin || !plan ? undefined : plan;
    try {
      await saveCompletion(mode, name, cpf, selectedPlan);
      // The completion may have set the person's language: preferences read before it are stale.
      await queryClient.invalidateQueries({ queryKey: ['preferences'] });
      await onDone();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      setErrors(e?.errors ?? {});
      if (mode.kind === 'registration') toast('error', e && e.status !== 0 ? t('auth.complete.registerError', { message: e.message }) : t('auth.connectionError'));
      else toast('error', e && e.status !== 0 ? e.message : t('auth.complete.saveError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="modal-backdrop">
      <form className="modal form" style={MODAL_STYLE} role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
        <button type="button" className="link-button" style={{ float: 'right' }} aria-label={t('auth.close')} onClick={onCancel}>
          ×
        </button>
        <h2 id={`${ids}-title`}>{t('auth.complete.title')}</h2>
        {mode.kind === 'registration' && <NameField id={`${ids}-name`} name={name} setName={setName} error={errors.name} />}
        <CpfField ids={ids} cpf={cpf} setCpf={setCpf} cpfState={cpfState} error={errors.cpf} />
        {isAdmin ? (
          <p className="plan__badge">{t('auth.complete.adminAccount')}</p>
        ) : (
          <PlanField plan={plan} setPlan={setPlan} error={errors.selectedPlan} />
        )}
        <ConsentFields lgpd={lgpd} setLgpd={setLgpd} terms={terms} setTerms={setTerms} errors={errors} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('auth.cancel')}
          </button>
          <button type="submit" className="button" disabled={!canContinue} aria-busy={saving}>
            {saving ? t('auth.saving') : t('auth.continue')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The CPF's state: checked for availability once the visitor stops typing a complete, valid one. */
function useCpfCheck(cpf: string, registrationToken: string | undefined): CpfState {
  const [cpfState, setCpfState] = useState<CpfState>('empty');
  useEffect(() => {
    if (cpf.length === 0) return setCpfState('empty');
    if (cpf.length < 14) return setCpfState('empty');
    if (!isCompleteValidCpf(cpf)) return setCpfState('invalid');
    setCpfState('checking');
    let stale = false;
    const t = setTimeout(() => {
      authApi.checkCpf(cpfDigits(cpf), registrationToken).then(
        (r) => !stale && setCpfState(r.registered ? 'registered' : r.available ? 'available' : 'taken'),
        () => !stale && setCpfState('error'),
      );
    }, CPF_CHECK_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [cpf, registrationToken]);
  return cpfState;
}

async function saveCompletion(mode: CompletionMode, name: string, cpf: string, selectedPlan: PlanId | undefined) {
  if (mode.kind === 'registration') {
    await new Promise((r) => setTimeout(r, SAVE_DELAY_MS));
    await authApi.register({
      registrationToken: mode.registrationToken,
      name: name.trim(),
      email: mode.email,
      cpf: cpfDigits(cpf),
      password: mode.password,
      lgpdConsent: true,
      acceptedTerms: true,
      selectedPlan,
      language: currentLocale(),
    });
    toast('success', translate('auth.complete.accountCreated'));
  } else {
    await authApi.completeProfile({ cpf: cpfDigits(cpf), lgpdConsent: true, acceptedTerms: true, selectedPlan, language: currentLocale() });
  }
}

function NameField({ id, name, setName, error }: { id: string; name: string; setName(name: string): void; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{t('auth.field.fullName')}</label>
      <input id={id} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

function CpfField({ ids, cpf, setCpf, cpfState, error }: { ids: string; cpf: string; setCpf(cpf: string): void; cpfState: CpfState; error: string | undefined }) {
  const { t } = useI18n();
  const cpfMessage = cpfState === 'empty' ? null : cpfState === 'checking' ? t('auth.cpf.checking') : t(CPF_MESSAGES[cpfState]);
  return (
    <div className="field" data-invalid={error || cpfState === 'invalid' || cpfState === 'taken' ? 'true' : undefined}>
      <label htmlFor={`${ids}-cpf`}>{t('auth.cpf.label')}</label>
      <input
        id={`${ids}-cpf`}
        name="cpf"
        inputMode="numeric"
        placeholder="000.000.000-00"
        value={cpf}
        maxLength={14}
        onChange={(e) => setCpf(maskCpf(e.target.value))}
        aria-describedby={`${ids}-cpf-status`}
      />
      <p id={`${ids}-cpf-status`} className={error ? 'field__error' : 'field__hint'} role="status">
        {error ?? cpfMessage}
      </p>
    </div>
  );
}

function PlanField({ plan, setPlan, error }: { plan: PlanId | ''; setPlan(plan: PlanId): void; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <fieldset className="field">
      <legend>{t('auth.complete.choosePlan')}</legend>
      {PLANS.map((p) => (
        <label key={p.id} style={{ display: 'block' }}>
          <input type="radio" name="selectedPlan" value={p.id} checked={plan === p.id} onChange={() => setPlan(p.id)} /> {p.name}
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

interface ConsentProps {
  lgpd: boolean;
  setLgpd(lgpd: boolean): void;
  terms: boolean;
  setTerms(terms: boolean): void;
  errors: Record<string, string>;
}

/** A link in a consent's text: opens beside the form, which keeps what was typed. */
const policyLink = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {chunks}
  </a>
);

function ConsentFields({ lgpd, setLgpd, terms, setTerms, errors }: ConsentProps) {
  const { rich } = useI18n();
  return (
    <>
      <div className="field">
        <label>
          <input type="checkbox" name="lgpdConsent" checked={lgpd} onChange={(e) => setLgpd(e.target.checked)} />{' '}
          {rich('auth.complete.lgpdConsent', { privacy: policyLink('/privacy'), cookies: policyLink('/cookies') })}
        </label>
        {errors.lgpdConsent && <p className="field__error">{errors.lgpdConsent}</p>}
      </div>
      <div className="field">
        <label>
          <input type="checkbox" name="acceptedTerms" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> {rich('auth.complete.termsConsent', { terms: policyLink('/terms') })}
        </label>
        {errors.acceptedTerms && <p className="field__error">{errors.acceptedTerms}</p>}
      </div>
    </>
  );
}
