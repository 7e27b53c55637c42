import { useState } from 'react';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { SelectField, SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { sendContactMessage } from '../api/submit-forms';
import { FormOutcome, priorityOptions, failureMessage } from './form-outcome';

const categories = [
  { value: 'general', label: 'Dúvida geral' },
  { value: 'support', label: 'Suporte' },
  { value: 'sales', label: 'Vendas e planos' },
  { value: 'partnership', label: 'Parcerias' },
  { value: 'media', label: 'Imprensa' },
  { value: 'careers', label: 'Carreiras' },
  { value: 'feedback', label: 'Sugestões' },
  { value: 'other', label: 'Outro assunto' },
] as const;

export function ContactMessageForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const form = useApiForm({
    initial: { name: '', email: '', company: '', subject: '', category: '', message: '', priority: 'medium' },
    schema: async () => (await import('@piboost/events/forms')).contactMessageInput,
    submit: sendContactMessage,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.reference });
      toast('success', `${r.message} Referência ${r.data.reference}.`);
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'Erro ao enviar:', DATA_CONTROLLER.contactEmail));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Formulário de contato">
      <div className="form__row">
        <TextField label="Nome" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label="Empresa" name="company" autoComplete="organization" value={values.company} error={errors.company} onChange={(v) => setField('company', v)} />
        <SelectField label="Categoria" name="category" required placeholder="Escolha uma categoria" options={categories} value={values.category} error={errors.category} onChange={(v) => setField('category', v)} />
      </div>
      <div className="form__row">
        <TextField label="Assunto" name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
        <SelectField label="Prioridade" name="priority" required options={priorityOptions} value={values.priority} error={errors.priority} onChange={(v) => setField('priority', v)} />
      </div>
      <TextArea label="Mensagem" name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label="Enviar mensagem" busyLabel="Enviando..." />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
