// A lesson's quiz: every question at once, one answer each, sent together. The server grades it and
// answers, per question, whether the chosen option was right and that option's explanation; passed
// or not; and the XP (once per lesson). A failed quiz can be taken again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../i18n';

export interface QuizQuestion {
  id: string;
  stem: string;
  options: { id: string; text: string }[];
}

export interface QuizOutcome {
  passed: boolean;
  correctCount: number;
  total: number;
  /** Right answers needed to pass. */
  passMark: number;
  /** XP this attempt earned: 0 when the lesson's XP was already received (or the quiz failed). */
  xpAwarded: number;
  /** Whether this lesson's XP had been received before this attempt. */
  xpAlreadyReceived: boolean;
  answers: { itemId: string; optionId: string; correct: boolean; explanation: string }[];
  /** Whatever else the attempt brought, one sentence each (a track's bonus, an achievement, a new level). */
  extras: string[];
}

interface Props {
  questions: QuizQuestion[];
  /** Sends the answers (question id -> option id); rejects with an Error whose message is shown. */
  onSubmit: (answers: Record<string, string>) => Promise<QuizOutcome>;
}

export function Quiz({ questions, onSubmit }: Props) {
  const { t } = useI18n();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = questions.filter((q) => !answers[q.id]);
    if (missing[0]) {
      setError(t('education.quiz.missing', { count: missing.length }));
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${idPrefix}-${missing[0].id}"]`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    onSubmit(answers).then(
      (result) => {
        setBusy(false);
        setOutcome(result);
      },
      (e: Error) => {
        setBusy(false);
        setError(e.message);
      },
    );
  };

  // Another try: the form comes back empty, with the focus on its first question.
  const retried = useRef(false);
  const retry = () => {
    retried.current = true;
    setOutcome(null);
    setAnswers({});
  };
  useEffect(() => {
    if (outcome || !retried.current) return;
    retried.current = false;
    formRef.current?.querySelector('input')?.focus();
  }, [outcome]);

  if (outcome) return <QuizResult questions={questions} outcome={outcome} onRetry={retry} />;
  return (
    <form ref={formRef} className="quiz" onSubmit={submit} noValidate aria-label={t('education.quiz.label')}>
      {questions.map((q, n) => (
        <fieldset key={q.id} className="quiz__question">
          <legend>
            <span className="quiz__number">{t('education.quiz.question', { number: n + 1, total: questions.length })}</span> {q.stem}
          </legend>
          {q.options.map((o) => (
            <label key={o.id} className="quiz__option">
              <input type="radio" name={`${idPrefix}-${q.id}`} value={o.id} checked={answers[q.id] === o.id} onChange={() => setAnswers({ ...answers, [q.id]: o.id })} />
              <span>{o.text}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {error && (
        <p className="quiz__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('education.quiz.sending') : t('education.quiz.send')}
      </button>
    </form>
  );
}

function QuizResult({ questions, outcome, onRetry }: { questions: QuizQuestion[]; outcome: QuizOutcome; onRetry: () => void }) {
  const { t, rich } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <h3 id="quiz-result-title" ref={heading} tabIndex={-1}>
        {t('education.quiz.result', { passed: outcome.passed ? 'yes' : 'no', correct: outcome.correctCount, total: outcome.total })}
      </h3>
      <p className="quiz-result__xp">
        {!outcome.passed
          ? t('education.quiz.passMark', { passMark: outcome.passMark, total: outcome.total })
          : outcome.xpAlreadyReceived
            ? t('education.quiz.xpAlready')
            : t('education.quiz.xpEarned', { xp: outcome.xpAwarded })}
      </p>
      {outcome.extras.length > 0 && (
        <ul className="quiz-result__extras">
          {outcome.extras.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <ol className="quiz-result__list">
        {questions.map((q) => {
          const answer = outcome.answers.find((a) => a.itemId === q.id);
          const chosen = q.options.find((o) => o.id === answer?.optionId);
          return (
            <li key={q.id} className={answer?.correct ? 'quiz-result__item quiz-result__item--right' : 'quiz-result__item quiz-result__item--wrong'}>
              <p className="quiz-result__stem">{q.stem}</p>
              <p>
                {rich('education.quiz.yourAnswer', {
                  answer: chosen?.text ?? '—',
                  right: answer?.correct ? 'yes' : 'no',
                  strong: (chunks) => <strong>{chunks}</strong>,
                  verdict: (chunks) => <span className="quiz-result__verdict">{chunks}</span>,
                })}
              </p>
              {answer && <p className="quiz-result__why">{answer.explanation}</p>}
            </li>
          );
        })}
      </ol>
      {!outcome.passed && (
        <button type="button" className="button" onClick={onRetry}>
          {t('education.quiz.retry')}
        </button>
      )}
    </section>
  );
}
