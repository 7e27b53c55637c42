import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useSessionControl } from '../../auth';
import { revealCpf, useUpdateProfile, type Profile, type ProfileInput } from '../api/profile-api';
import { BRAZILIAN_STATES, dateToIso, isAdult, isoToDate, maskDate, maskPhone, maskZip } from '../masks';

interface Form {
  name: string;
  birth: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  gender: string;
}

const formOf = (p: Profile): Form => ({
  name: p.name,
  birth: isoToDate(p.date_of_birth),
  phone: p.phone ? maskPhone(p.phone) : '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip_code ? maskZip(p.zip_code) : '',
  gender: p.gender ?? '',
});

/** The same rules the API enforces, for feedback before the round trip (DECISIONS 5). */
function validate(f: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  if (f.name.trim().length < 3) errors.name = translate('profile.personal.nameRequired');
  if (f.birth) {
    const iso = dateToIso(f.birth);
    if (!iso) errors.date_of_birth = translate('profile.personal.birthInvalid');
    else if (!isAdult(iso)) errors.date_of_birth = translate('profile.personal.underage');
  }
  const phone = f.phone.replace(/\D/g, '');
  if (phone && !/^[1-9]{2}9?\d{8}$/.test(phone)) errors.phone = translate('profile.personal.phoneInvalid');
  if (f.zip && f.zip.replace(/\D/g, '').length !== 8) errors.zip_code = translate('profile.personal.zipInvalid');
  return errors;
}

const inputOf = (f: Form): ProfileInput => ({
  name: f.name.trim(),
  date_of_birth: f.birth ? dateToIso(f.birth) : null,
  phone: f.phone || null,
  address: f.address.trim() || null,
  city: f.city.trim() || null,
  state: f.state || null,
  zip_code: f.zip || null,
  gender: (f.gender || null) as ProfileInput['gender'],
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Pessoal (product-spec §2, §4): read mode until "Editar"; saving leaves edit mode. */
export function PersonalTab({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const { reload } = useSessionControl();
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const cancel = () => {
    setForm(formOf(profile));
    setErrors({});
    setEditing(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const res = await update.mutateAsync(inputOf(form));
      toast('success', res.message);
      setForm(formOf(res.user));
      setEditing(false);
      if (res.user.name !== profile.name) void reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast('error', t('profile.personal.authError'));
      else if (err instanceof ApiError && err.status > 0) {
        setErrors(err.errors);
        toast('error', Object.keys(err.errors).length ? err.message : t('profile.personal.updateFailedStatus', { status: String(err.status) }));
      } else toast('error', t('profile.personal.updateFailed'));
    }
  };

  const disabled = !editing;
  return (
    <form className="form profile-form" onSubmit={submit} noValidate aria-label={t('profile.personal.formLabel')}>
      <div className="profile-form__grid">
        <TextField label={t('profile.personal.fullName')} name="name" value={form.name} onChange={set('name')} error={errors.name} required disabled={disabled} autoComplete="name" />
        <TextField label={t('profile.personal.email')} name="email" type="email" value={profile.email} onChange={() => undefined} required readOnly hint={t('profile.personal.emailFixed')} />
        <CpfField profile={profile} />
        <TextField label={t('profile.personal.birth')} name="date_of_birth" value={form.birth} onChange={(v) => set('birth')(maskDate(v))} error={errors.date_of_birth} disabled={disabled} inputMode="numeric" placeholder={t('profile.personal.birthPlaceholder')} autoComplete="bday" />
        <TextField label={t('profile.personal.phone')} name="phone" type="tel" value={form.phone} onChange={(v) => set('phone')(maskPhone(v))} error={errors.phone} disabled={disabled} inputMode="tel" placeholder="(XX) XXXXX-XXXX" autoComplete="tel-national" />
        <SelectField
          label={t('profile.personal.gender')}
          name="gender"
          value={form.gender}
          onChange={set('gender')}
          error={errors.gender}
          disabled={disabled}
          placeholder={t('profile.personal.genderUndisclosed')}
          options={[
            { value: 'masculino', label: t('profile.personal.genderMale') },
            { value: 'feminino', label: t('profile.personal.genderFemale') },
          ]}
        />
        <TextField label={t('profile.personal.address')} name="address" value={form.address} onChange={set('address')} error={errors.address} disabled={disabled} autoComplete="street-address" />
        <TextField label={t('profile.personal.city')} name="city" value={form.city} onChange={set('city')} error={errors.city} disabled={disabled} autoComplete="address-level2" />
        <SelectField label={t('profile.personal.state')} name="state" value={form.state} onChange={set('state')} error={errors.state} disabled={disabled} placeholder={t('profile.personal.statePlaceholder')} options={BRAZILIAN_STATES.map(([value, name]) => ({ value, label: `${name} (${value})`, lang: 'pt-BR' }))} />
        <TextField label={t('profile.personal.zip')} name="zip_code" value={form.zip} onChange={(v) => set('zip')(maskZip(v))} error={errors.zip_code} disabled={disabled} inputMode="numeric" placeholder="XXXXX-XXX" autoComplete="postal-code" />
      </div>
      <FormActions editing={editing} saving={update.isPending} onCancel={cancel} onEdit={() => setEditing(true)} />
    </form>
  );
}

/** The CPF, masked; the eye shows it whole (each reveal is recorded by the server). */
function CpfField({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const [cpf, setCpf] = useState<string | null>(null);
  const toggleCpf = async () => {
    if (cpf) return setCpf(null);
    try {
      setCpf(await revealCpf());
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : t('profile.personal.cpfRevealFailed'));
    }
  };
  return (
    <div className="field">
      <label htmlFor="profile-cpf">{t('profile.personal.cpf')}</label>
      <div className="profile-cpf">
        <input id="profile-cpf" value={cpf ?? profile.cpf ?? t('profile.personal.cpfMissing')} readOnly aria-describedby="profile-cpf-hint" />
        {profile.cpf && (
          <button type="button" className="button button--ghost" onClick={toggleCpf} aria-pressed={cpf !== null} aria-label={cpf ? t('profile.personal.cpfHide') : t('profile.personal.cpfShow')}>
            <EyeIcon crossed={cpf !== null} />
          </button>
        )}
      </div>
      <p className="field__hint" id="profile-cpf-hint">
        {t('profile.personal.cpfHint')}
      </p>
    </div>
  );
}

function FormActions({ editing, saving, onCancel, onEdit }: { editing: boolean; saving: boolean; onCancel(): void; onEdit(): void }) {
  const { t } = useI18n();
  return (
    <div className="profile-form__actions">
      {editing ? (
        <>
          <button key="cancel" type="button" className="button button--ghost" onClick={onCancel}>
            {t('profile.cancel')}
          </button>
          <button key="save" type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? t('profile.saving') : t('profile.save')}
          </button>
        </>
      ) : (
        <button key="edit" type="button" className="button" onClick={onEdit}>
          {t('profile.personal.edit')}
        </button>
      )}
    </div>
  );
}
