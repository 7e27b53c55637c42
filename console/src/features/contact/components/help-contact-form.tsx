import { useState } from 'react';
import { SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { sendHelpContact } from '../api/submit-forms';
import { FormOutcome, failureMessage } from './form-outcome';

export function HelpContactForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const form = useApiForm({
    initial: { name: '', email: '', subject: '', message: '' },
    schema: async () => (await import('@piboost/events/forms')).helpContactInput,
    submit: sendHelpContact,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.ticketNumber });
      toast('success', `${r.message} Protocolo ${r.data.ticketNumber}.`);
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'Erro:'));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Fale com a Central de Ajuda">
      <div className="form__row">
        <TextField label="Nome" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <TextField label="Assunto" name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
      <TextArea label="Mensagem" name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label="Enviar mensagem" busyLabel="Enviando..." />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
