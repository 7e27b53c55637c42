import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { SelectField, SubmitButton } from '../../../components/forms/fields';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { useAuth, useSessionControl } from '../../auth';
import { submitSurvey, type SurveyInput } from '../api/submit-survey';

// The five questions and their options (product-spec §5); values are what the API accepts.
const QUESTIONS: readonly { name: keyof SurveyInput; label: MessageKey; options: readonly { value: string; label: MessageKey }[] }[] = [
  {
    name: 'investor_profile',
    label: 'billing.survey.profile',
    options: [
      { value: 'conservador', label: 'billing.survey.profile.conservative' },
      { value: 'moderado', label: 'billing.survey.profile.moderate' },
      { value: 'agressivo', label: 'billing.survey.profile.aggressive' },
    ],
  },
  {
    name: 'crypto_experience_level',
    label: 'billing.survey.level',
    options: [
      { value: 'iniciante', label: 'billing.survey.level.beginner' },
      { value: 'intermediario', label: 'billing.survey.level.intermediate' },
      { value: 'avancado', label: 'billing.survey.level.advanced' },
    ],
  },
  {
    name: 'crypto_experience_time',
    label: 'billing.survey.time',
    options: [
      { value: '0-1', label: 'billing.survey.time.0to1' },
      { value: '1-3', label: 'billing.survey.time.1to3' },
      { value: '3-5', label: 'billing.survey.time.3to5' },
      { value: '5-10', label: 'billing.survey.time.5to10' },
      { value: '10+', label: 'billing.survey.time.10plus' },
    ],
  },
  {
    name: 'operational_preference',
    label: 'billing.survey.style',
    options: [
      { value: 'day_trade', label: 'billing.survey.style.dayTrade' },
      { value: 'swing_trade', label: 'billing.survey.style.swingTrade' },
      { value: 'position_trade', label: 'billing.survey.style.positionTrade' },
      { value: 'hold', label: 'billing.survey.style.hold' },
      { value: 'defi_renda_passiva', label: 'billing.survey.style.defi' },
    ],
  },
  {
    name: 'ai_confidence_level',
    label: 'billing.survey.ai',
    options: [
      { value: 'baixo', label: 'billing.survey.ai.low' },
      { value: 'medio', label: 'billing.survey.ai.medium' },
      { value: 'alto', label: 'billing.survey.ai.high' },
    ],
  },
];

const EMPTY: SurveyInput = { investor_profile: '', crypto_experience_level: '', crypto_experience_time: '', operational_preference: '', ai_confidence_level: '' };

/** The investor-profile survey; answering it activates the trial (states: idle, sending, success, error). */
export function SurveyForm() {
  const { t } = useI18n();
  const { state } = useAuth();
  const session = useSessionControl();
  const navigate = useNavigate();
  const [values, setValues] = useState<SurveyInput>(EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (state.status === 'loading') return null;
  if (state.status === 'signed-out') {
    return (
      <div className="card" role="alert">
        <p>{t('billing.survey.signedOut')}</p>
        <Link className="button" to={paths.login.path}>
          {t('billing.survey.login')}
        </Link>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(values).some((v) => v === '')) return setError(t('billing.survey.fillAll'));
    setError(null);
    setSending(true);
    try {
      const result = await submitSurvey(values);
      session.start(result);
      toast(result.trialStarted ? 'success' : 'info', result.message);
      navigate(paths.profile.path);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('billing.survey.failed'));
      setSending(false);
    }
  };

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-describedby="survey-lead">
      <p id="survey-lead">{t('billing.survey.lead', { days: TRIAL_DAYS })}</p>
      {QUESTIONS.map((q) => (
        <SelectField
          key={q.name}
          name={q.name}
          label={t(q.label)}
          required
          placeholder={t('billing.survey.select')}
          options={q.options.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={values[q.name]}
          onChange={(v) => setValues((prev) => ({ ...prev, [q.name]: v }))}
        />
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton submitting={sending} label={t('billing.survey.submit')} busyLabel={t('billing.survey.sending')} />
    </form>
  );
}
