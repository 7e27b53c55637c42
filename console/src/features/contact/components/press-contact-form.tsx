import { useState } from 'react';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { SelectField, SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { sendPressContact } from '../api/submit-forms';
import { FormOutcome, failureMessage, useOptions } from './form-outcome';

const roles = [
  { value: 'reporter', label: 'site.press.form.role.reporter' },
  { value: 'editor', label: 'site.press.form.role.editor' },
  { value: 'producer', label: 'site.press.form.role.producer' },
  { value: 'freelancer', label: 'site.press.form.role.freelancer' },
  { value: 'other', label: 'site.press.form.role.other' },
] as const satisfies readonly { value: string; label: MessageKey }[];

export function PressContactForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const { t } = useI18n();
  const roleOptions = useOptions(roles);
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
      toast('error', failureMessage(e, 'site.form.sendFailed', DATA_CONTROLLER.pressEmail));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={t('site.press.form.label')}>
      <div className="form__row">
        <TextField label={t('site.form.name')} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label={t('site.form.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label={t('site.press.form.outlet')} name="company" autoComplete="organization" required value={values.company} error={errors.company} onChange={(v) => setField('company', v)} />
        <SelectField label={t('site.press.form.role')} name="role" required placeholder={t('site.press.form.chooseRole')} options={roleOptions} value={values.role} error={errors.role} onChange={(v) => setField('role', v)} />
      </div>
      <TextField label={t('site.form.subject')} name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
      <TextArea label={t('site.form.message')} name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label={t('site.press.form.submit')} busyLabel={t('site.form.sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
