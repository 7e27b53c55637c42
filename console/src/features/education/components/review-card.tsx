// One card of the spaced review: its front, then - when the person asks - its answer and the four
// FSRS ratings. The rating goes to the server, which schedules the card's next review.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReviewRating } from '@piboost/backend/contract';
import { useI18n, type MessageKey } from '../../../i18n';

export type ReviewGrade = ReviewRating;

export const GRADES: readonly { grade: ReviewGrade; label: MessageKey }[] = [
  { grade: 'again', label: 'education.card.grade.again' },
  { grade: 'hard', label: 'education.card.grade.hard' },
  { grade: 'good', label: 'education.card.grade.good' },
  { grade: 'easy', label: 'education.card.grade.easy' },
];

export interface ReviewCardView {
  front: string;
  back: string;
  /** Where the card comes from, shown above the front ("Glossário · Carteiras"). */
  source: string;
}

interface Props {
  card: ReviewCardView;
  /** "Cartão 2 de 5". */
  position: string;
  /** Rates the card; rejects with an Error whose message is shown. */
  onRate: (grade: ReviewGrade) => Promise<void>;
}

export function ReviewCard({ card, position, onRate }: Props) {
  const { t, rich } = useI18n();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = useRef<HTMLDivElement>(null);
  const front = useRef<HTMLDivElement>(null);
  const gradesLabel = useId();

  // A new card (the parent keys this component by card) takes the focus, as does the answer once shown.
  useEffect(() => front.current?.focus(), []);
  useEffect(() => {
    if (shown) answer.current?.focus();
  }, [shown]);

  const rate = (grade: ReviewGrade) => {
    setBusy(true);
    setError(null);
    onRate(grade).catch((e: Error) => {
      setBusy(false);
      setError(e.message);
    });
  };

  return (
    <div className="review-card">
      <div className="review-card__front" ref={front} tabIndex={-1}>
        <p className="review-card__meta">
          {position} · {card.source}
        </p>
        <p className="review-card__text">{card.front}</p>
      </div>
      {!shown ? (
        <button type="button" className="button" onClick={() => setShown(true)}>
          {t('education.card.show')}
        </button>
      ) : (
        <>
          <div className="review-card__back" ref={answer} tabIndex={-1}>
            <p className="review-card__meta">{t('education.card.answer')}</p>
            <p className="review-card__text">{card.back}</p>
          </div>
          <p id={gradesLabel} className="review-card__ask">
            {rich('education.card.ask', { muted: (chunks) => <span className="muted">{chunks}</span> })}
          </p>
          <div className="review-card__grades" role="group" aria-labelledby={gradesLabel}>
            {GRADES.map((g) => (
              <button key={g.grade} type="button" className="button button--ghost" disabled={busy} onClick={() => rate(g.grade)}>
                {t(g.label)}
              </button>
            ))}
          </div>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
