import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { SelectField, SubmitButton } from '../../../components/forms/fields';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { useAuth, useSessionControl } from '../../auth';
import { submitSurvey, type SurveyInput } from '../api/submit-survey';

// The five questions and their options (product-spec §5); values are what the API accepts.
const QUESTIONS: readonly { name: keyof SurveyInput; label: string; options: readonly { value: string; label: string }[] }[] = [
  {
    name: 'investor_profile',
    label: 'Perfil de investidor',
    options: [
      { value: 'conservador', label: 'Conservador' },
      { value: 'moderado', label: 'Moderado' },
      { value: 'agressivo', label: 'Agressivo' },
    ],
  },
  {
    name: 'crypto_experience_level',
    label: 'Nível de experiência com criptomoedas',
    options: [
      { value: 'iniciante', label: 'Iniciante' },
      { value: 'intermediario', label: 'Intermediário' },
      { value: 'avancado', label: 'Avançado' },
    ],
  },
  {
    name: 'crypto_experience_time',
    label: 'Tempo de experiência com criptomoedas',
    options: [
      { value: '0-1', label: '0-1 Ano' },
      { value: '1-3', label: '1-3 Anos' },
      { value: '3-5', label: '3-5 Anos' },
      { value: '5-10', label: '5-10 Anos' },
      { value: '10+', label: '+10 Anos' },
    ],
  },
  {
    name: 'operational_preference',
    label: 'Preferência operacional',
    options: [
      { value: 'day_trade', label: 'Day Trade' },
      { value: 'swing_trade', label: 'Swing Trade' },
      { value: 'position_trade', label: 'Position Trade' },
      { value: 'hold', label: 'Hold' },
      { value: 'defi_renda_passiva', label: 'DeFi-Renda Passiva' },
    ],
  },
  {
    name: 'ai_confidence_level',
    label: 'Nível de confiança em IA',
    options: [
      { value: 'baixo', label: 'Baixo (0-5)' },
      { value: 'medio', label: 'Médio (5-7)' },
      { value: 'alto', label: 'Alto (7-10)' },
    ],
  },
];

const EMPTY: SurveyInput = { investor_profile: '', crypto_experience_level: '', crypto_experience_time: '', operational_preference: '', ai_confidence_level: '' };
const FILL_ALL = 'Por favor, preencha todos os campos da pesquisa.';

/** The investor-profile survey; answering it activates the trial (states: idle, sending, success, error). */
export function SurveyForm() {
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
        <p>Você precisa estar logado para preencher a pesquisa.</p>
        <Link className="button" to={paths.login.path}>
          Entrar
        </Link>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(values).some((v) => v === '')) return setError(FILL_ALL);
    setError(null);
    setSending(true);
    try {
      const result = await submitSurvey(values);
      session.start(result);
      toast(result.trialStarted ? 'success' : 'info', result.message);
      navigate(paths.profile.path);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Erro ao enviar pesquisa.');
      setSending(false);
    }
  };

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-describedby="survey-lead">
      <p id="survey-lead">
        Cinco perguntas sobre como você investe. Ao enviar, você ativa {TRIAL_DAYS} dias de Premium grátis (um teste por CPF).
      </p>
      {QUESTIONS.map((q) => (
        <SelectField
          key={q.name}
          name={q.name}
          label={q.label}
          required
          placeholder="Selecione"
          options={q.options}
          value={values[q.name]}
          onChange={(v) => setValues((prev) => ({ ...prev, [q.name]: v }))}
        />
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton submitting={sending} label="Enviar e ativar teste" busyLabel="Enviando..." />
    </form>
  );
}
