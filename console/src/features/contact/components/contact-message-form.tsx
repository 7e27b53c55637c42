import { useState } from 'react';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { SelectField, SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n, type MessageKey } from '../../../i18n';
import { sendContactMessage } from '../api/submit-forms';
import { FormOutcome, priorityOptions, failureMessage, useOptions } from './form-outcome';

const categories = [
  { value: 'general', label: 'site.contactForm.category.general' },
  { value: 'support', label: 'site.contactForm.category.support' },
  { value: 'sales', label: 'site.contactForm.category.sales' },
  { value: 'partnership', label: 'site.contactForm.category.partnership' },
  { value: 'media', label: 'site.contactForm.category.media' },
  { value: 'careers', label: 'site.contactForm.category.careers' },
  { value: 'feedback', label: 'site.contactForm.category.feedback' },
  { value: 'other', label: 'site.contactForm.category.other' },
] as const satisfies readonly { value: string; label: MessageKey }[];

export function ContactMessageForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const { t } = useI18n();
  const categoryOptions = useOptions(categories);
  const priorities = useOptions(priorityOptions);
  const form = useApiForm({
    initial: { name: '', email: '', company: '', subject: '', category: '', message: '', priority: 'medium' },
    schema: async () => (await import('@piboost/events/forms')).contactMessageInput,
    submit: sendContactMessage,
    onSuccess(r) {
      setOutcome({ message: r.message, number: r.data.reference });
      toast('success', translate('site.form.reference', { message: r.message, reference: r.data.reference }));
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'site.form.sendFailed', DATA_CONTROLLER.contactEmail));
    },
  });
  const { values, errors, setField } = form;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={t('site.contactForm.label')}>
      <div className="form__row">
        <TextField label={t('site.form.name')} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label={t('site.form.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label={t('site.form.company')} name="company" autoComplete="organization" value={values.company} error={errors.company} onChange={(v) => setField('company', v)} />
        <SelectField label={t('site.form.category')} name="category" required placeholder={t('site.form.chooseCategory')} options={categoryOptions} value={values.category} error={errors.category} onChange={(v) => setField('category', v)} />
      </div>
      <div className="form__row">
        <TextField label={t('site.form.subject')} name="subject" required value={values.subject} error={errors.subject} onChange={(v) => setField('subject', v)} />
        <SelectField label={t('site.form.priority')} name="priority" required options={priorities} value={values.priority} error={errors.priority} onChange={(v) => setField('priority', v)} />
      </div>
      <TextArea label={t('site.form.message')} name="message" required value={values.message} error={errors.message} onChange={(v) => setField('message', v)} />
      <SubmitButton submitting={form.status === 'submitting'} label={t('site.form.sendMessage')} busyLabel={t('site.form.sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
