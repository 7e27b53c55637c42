import { useState } from 'react';
import { SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { sendHelpContact } from '../api/submit-forms';
import { FormOutcome, failureMessage } from './form-outcome';

export function HelpContactForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const { t } = useI18n();
  const form = useApiForm({
    initial: { name: '', email: '', subject: '', message: '' },
    schema: async () => (await import('@piboost/events/forms')).helpContactInput,
    submit: sendHelpContact,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.ticketNumber });
      toast('success', translate('site.form.protocol', { message: r.message, number: r.data.ticketNumber }));
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'site.form.failed'));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={t('site.help.form.label')}>
      <div className="form__row">
        <TextField label={t('site.form.name')} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label={t('site.form.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <TextField label={t('site.form.subject')} name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
      <TextArea label={t('site.form.message')} name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label={t('site.form.sendMessage')} busyLabel={t('site.form.sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
