import { useState } from 'react';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { SelectField, SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { sendPressContact } from '../api/submit-forms';
import { FormOutcome, failureMessage } from './form-outcome';

const roles = [
  { value: 'reporter', label: 'Repórter' },
  { value: 'editor', label: 'Editor(a)' },
  { value: 'producer', label: 'Produtor(a)' },
  { value: 'freelancer', label: 'Freelancer' },
  { value: 'other', label: 'Outra função' },
] as const;

export function PressContactForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const form = useApiForm({
    initial: { name: '', email: '', company: '', role: '', subject: '', message: '' },
    schema: async () => (await import('@piboost/events/forms')).pressContactInput,
    submit: sendPressContact,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.reference });
      toast('success', r.message);
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'Erro ao enviar:', DATA_CONTROLLER.pressEmail));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Contato de imprensa">
      <div className="form__row">
        <TextField label="Nome" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label="Veículo" name="company" autoComplete="organization" required value={values.company} error={errors.company} onChange={(v) => setField('company', v)} />
        <SelectField label="Função" name="role" required placeholder="Escolha sua função" options={roles} value={values.role} error={errors.role} onChange={(v) => setField('role', v)} />
      </div>
      <TextField label="Assunto" name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
      <TextArea label="Mensagem" name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label="Enviar para a assessoria" busyLabel="Enviando..." />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
