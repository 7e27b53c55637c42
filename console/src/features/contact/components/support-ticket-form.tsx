import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { SelectField, SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { OWN_TICKETS_KEY } from '../api/own-tickets';
import { openSupportTicket } from '../api/submit-forms';
import { FormOutcome, priorityOptions, failureMessage, useOptions } from './form-outcome';

export function SupportTicketForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const client = useQueryClient();
  const { t } = useI18n();
  const priorities = useOptions(priorityOptions);
  const form = useApiForm({
    initial: { name: '', email: '', subject: '', message: '', priority: 'medium' },
    schema: async () => (await import('@piboost/events/forms')).supportTicketInput,
    submit: openSupportTicket,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.ticketNumber });
      toast('success', translate('site.form.ticket', { message: r.message, number: r.data.ticketNumber }));
      void client.invalidateQueries({ queryKey: OWN_TICKETS_KEY });
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'site.form.sendFailed', DATA_CONTROLLER.supportEmail));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={t('site.ticket.form.label')}>
      <div className="form__row">
        <TextField label={t('site.form.name')} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label={t('site.form.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label={t('site.form.subject')} name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
        <SelectField label={t('site.form.priority')} name="priority" required options={priorities} value={values.priority} error={errors.priority} onChange={(v) => setField('priority', v)} />
      </div>
      <TextArea label={t('site.form.message')} name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label={t('site.ticket.form.submit')} busyLabel={t('site.form.sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
