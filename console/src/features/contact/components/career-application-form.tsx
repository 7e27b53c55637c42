import { useState } from 'react';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { RESUME_MAX_BYTES } from '@piboost/events/forms';
import { SubmitButton, TextArea, TextField } from '../../../components/forms/fields';
import { useApiForm } from '../../../components/forms/use-api-form';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n } from '../../../i18n';
import { sendCareerApplication } from '../api/submit-forms';
import { FormOutcome, failureMessage } from './form-outcome';

/** Mirrors the API's file checks (it also reads the content), so a wrong file is caught before sending. */
function resumeProblem(file: File | null): Record<string, string> {
  if (file && !/\.pdf$/i.test(file.name)) return { resume: translate('site.career.pdfOnly') };
  if (file && file.size > RESUME_MAX_BYTES) return { resume: translate('site.career.tooLarge') };
  return {};
}

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function CareerApplicationForm() {
  const [outcome, setOutcome] = useState<{ message: string; number: string } | null>(null);
  const [resume, setResume] = useState<File | null>(null);
  // A new key empties the file input after a successful submission (its value cannot be set).
  const [fileInputKey, setFileInputKey] = useState(0);
  const { t, rich } = useI18n();
  const form = useApiForm({
    initial: { name: '', email: '', phone: '', position: '', experience: '', coverLetter: '' },
    schema: async () => (await import('@piboost/events/forms')).careerApplicationInput,
    check: () => resumeProblem(resume),
    submit: async (values) =>
      sendCareerApplication({ ...values, resume: resume ? { fileName: resume.name, contentBase64: await base64(resume) } : null }),
    onSuccess(r) {
      setResume(null);
      setFileInputKey((k) => k + 1);
      setOutcome({ message: r.message, number: r.data.reference });
      toast('success', translate('site.form.reference', { message: r.message, reference: r.data.reference }));
    },
    onError(e) {
      setOutcome(null);
      toast('error', failureMessage(e, 'site.career.failed', DATA_CONTROLLER.careersEmail));
    },
  });
  const { values, errors, setField } = form;

  function chooseResume(file: File | null) {
    const { resume: _old, ...others } = errors;
    form.setErrors({ ...others, ...resumeProblem(file) });
    setResume(file);
  }

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={t('site.career.form')}>
      <div className="form__row">
        <TextField label={t('site.form.name')} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(v) => setField('name', v)} />
        <TextField label={t('site.form.email')} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(v) => setField('email', v)} />
      </div>
      <div className="form__row">
        <TextField label={t('site.form.phone')} name="phone" type="tel" autoComplete="tel" hint={t('site.form.phoneHint')} value={values.phone} error={errors.phone} onChange={(v) => setField('phone', v)} />
        <TextField label={t('site.career.position')} name="position" required value={values.position} error={errors.position} onChange={(v) => setField('position', v)} />
      </div>
      <TextArea label={t('site.career.experience')} name="experience" rows={3} value={values.experience} error={errors.experience} onChange={(v) => setField('experience', v)} />
      <TextArea label={t('site.career.coverLetter')} name="coverLetter" required value={values.coverLetter} error={errors.coverLetter} onChange={(v) => setField('coverLetter', v)} />
      <div className="field" data-invalid={errors.resume ? 'true' : undefined}>
        <label htmlFor="resume">
          {rich('site.career.resume', { optional: (chunks) => <span className="field__optional">{chunks}</span> })}
        </label>
        <input
          key={fileInputKey}
          id="resume"
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={errors.resume ? 'resume-error' : undefined}
          onChange={(e) => chooseResume(e.target.files?.[0] ?? null)}
        />
        {errors.resume && (
          <p className="field__error" id="resume-error">
            {errors.resume}
          </p>
        )}
      </div>
      <SubmitButton submitting={form.status === 'submitting'} label={t('site.career.submit')} busyLabel={t('site.career.submitting')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
