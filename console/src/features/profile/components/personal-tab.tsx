import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
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
  if (f.name.trim().length < 3) errors.name = 'Nome completo é obrigatório (mínimo 3 caracteres)';
  if (f.birth) {
    const iso = dateToIso(f.birth);
    if (!iso) errors.date_of_birth = 'Data de nascimento inválida. Use o formato DD/MM/AAAA.';
    else if (!isAdult(iso)) errors.date_of_birth = 'Você precisa ter pelo menos 18 anos para usar o π Boost.';
  }
  const phone = f.phone.replace(/\D/g, '');
  if (phone && !/^[1-9]{2}9?\d{8}$/.test(phone)) errors.phone = 'Telefone inválido. Use o formato (XX) XXXXX-XXXX.';
  if (f.zip && f.zip.replace(/\D/g, '').length !== 8) errors.zip_code = 'CEP inválido. Use o formato XXXXX-XXX.';
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
      if (err instanceof ApiError && err.status === 401) toast('error', 'Erro de autenticação. Faça login novamente.');
      else if (err instanceof ApiError && err.status > 0) {
        setErrors(err.errors);
        toast('error', Object.keys(err.errors).length ? err.message : `Erro ao atualizar perfil: ${err.status}`);
      } else toast('error', 'Erro ao atualizar perfil. Verifique sua conexão.');
    }
  };

  const disabled = !editing;
  return (
    <form className="form profile-form" onSubmit={submit} noValidate aria-label="Dados pessoais">
      <div className="profile-form__grid">
        <TextField label="Nome completo" name="name" value={form.name} onChange={set('name')} error={errors.name} required disabled={disabled} autoComplete="name" />
        <TextField label="Email" name="email" type="email" value={profile.email} onChange={() => undefined} required readOnly hint="O email não pode ser alterado." />
        <CpfField profile={profile} />
        <TextField label="Data de nascimento" name="date_of_birth" value={form.birth} onChange={(v) => set('birth')(maskDate(v))} error={errors.date_of_birth} disabled={disabled} inputMode="numeric" placeholder="DD/MM/AAAA" autoComplete="bday" />
        <TextField label="Telefone" name="phone" type="tel" value={form.phone} onChange={(v) => set('phone')(maskPhone(v))} error={errors.phone} disabled={disabled} inputMode="tel" placeholder="(XX) XXXXX-XXXX" autoComplete="tel-national" />
        <SelectField
          label="Gênero"
          name="gender"
          value={form.gender}
          onChange={set('gender')}
          error={errors.gender}
          disabled={disabled}
          placeholder="Prefiro não informar"
          options={[
            { value: 'masculino', label: 'Masculino' },
            { value: 'feminino', label: 'Feminino' },
          ]}
        />
        <TextField label="Endereço" name="address" value={form.address} onChange={set('address')} error={errors.address} disabled={disabled} autoComplete="street-address" />
        <TextField label="Cidade" name="city" value={form.city} onChange={set('city')} error={errors.city} disabled={disabled} autoComplete="address-level2" />
        <SelectField label="Estado" name="state" value={form.state} onChange={set('state')} error={errors.state} disabled={disabled} placeholder="Selecione" options={BRAZILIAN_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }))} />
        <TextField label="CEP" name="zip_code" value={form.zip} onChange={(v) => set('zip')(maskZip(v))} error={errors.zip_code} disabled={disabled} inputMode="numeric" placeholder="XXXXX-XXX" autoComplete="postal-code" />
      </div>
      <FormActions editing={editing} saving={update.isPending} onCancel={cancel} onEdit={() => setEditing(true)} />
    </form>
  );
}

/** The CPF, masked; the eye shows it whole (each reveal is recorded by the server). */
function CpfField({ profile }: { profile: Profile }) {
  const [cpf, setCpf] = useState<string | null>(null);
  const toggleCpf = async () => {
    if (cpf) return setCpf(null);
    try {
      setCpf(await revealCpf());
    } catch (err) {
      toast('error', err instanceof ApiError ? err.message : 'Não foi possível mostrar o CPF.');
    }
  };
  return (
    <div className="field">
      <label htmlFor="profile-cpf">CPF</label>
      <div className="profile-cpf">
        <input id="profile-cpf" value={cpf ?? profile.cpf ?? 'Não informado'} readOnly aria-describedby="profile-cpf-hint" />
        {profile.cpf && (
          <button type="button" className="button button--ghost" onClick={toggleCpf} aria-pressed={cpf !== null} aria-label={cpf ? 'Ocultar CPF' : 'Mostrar CPF'}>
            <EyeIcon crossed={cpf !== null} />
          </button>
        )}
      </div>
      <p className="field__hint" id="profile-cpf-hint">
        O CPF não pode ser alterado. Só você pode vê-lo completo, e cada exibição fica registrada.
      </p>
    </div>
  );
}

function FormActions({ editing, saving, onCancel, onEdit }: { editing: boolean; saving: boolean; onCancel(): void; onEdit(): void }) {
  return (
    <div className="profile-form__actions">
      {editing ? (
        <>
          <button key="cancel" type="button" className="button button--ghost" onClick={onCancel}>
            Cancelar
          </button>
          <button key="save" type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? 'Salvando...' : 'Salvar'}
          </button>
        </>
      ) : (
        <button key="edit" type="button" className="button" onClick={onEdit}>
          Editar
        </button>
      )}
    </div>
  );
}
