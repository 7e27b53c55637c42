// "Revisão de hoje": the dashboard's summary (how many cards are due, or when the next one is) and
// the review itself, one due card after another until none is left.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewToday } from '@piboost/backend/contract';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { formatInstant } from '../../../lib/time-zone';
import { EmptyState, QueryState } from '../../gamification';
import { rateCard, refreshLearning, useReview } from '../api/education';
import { ReviewCard, type ReviewGrade } from './review-card';

const when = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });

/** Nothing due today: when the next card comes back, or how cards arrive at all. */
function NothingDue({ review }: { review: ReviewToday }) {
  const { t, rich } = useI18n();
  if (review.totalCards === 0) {
    return <EmptyState>{rich('education.review.noCards', { link: (chunks) => <Link to={paths.education.path}>{chunks}</Link> })}</EmptyState>;
  }
  return (
    <EmptyState>
      {t('education.review.nothing')} {review.nextDue ? t('education.review.nextDue', { when: when(review.nextDue) }) : ''}
    </EmptyState>
  );
}

/** The dashboard's card. */
export function ReviewSummary() {
  const { t } = useI18n();
  const review = useReview();
  return (
    <div className="card">
      <h2>{t('education.review.title')}</h2>
      <QueryState query={review} what={t('education.review.what')}>
        {(r) =>
          r.dueToday === 0 ? (
            <NothingDue review={r} />
          ) : (
            <>
              <p>{t('education.review.due', { count: r.dueToday })}</p>
              <Link className="button" to={paths.educationReview.path}>
                {t('education.review.start')}
              </Link>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/** The review page: the due cards in order; each rating goes to the server, which schedules the card again. */
export function ReviewSession() {
  const { t } = useI18n();
  const review = useReview();
  return (
    <QueryState query={review} what={t('education.review.what')}>
      {(r) => <Session review={r} />}
    </QueryState>
  );
}

function Session({ review }: { review: ReviewToday }) {
  const { t } = useI18n();
  const client = useQueryClient();
  // The cards due when the page opened: a rated card leaves the queue even if it is due again today.
  const [queue, setQueue] = useState(review.cards);
  const [index, setIndex] = useState(0);
  const restart = (next: ReviewToday['cards']) => {
    setQueue(next);
    setIndex(0);
  };
  const [said, setSaid] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const finished = queue.length > 0 && index >= queue.length;
  useEffect(() => {
    if (finished) done.current?.focus();
  }, [finished]);

  if (queue.length === 0) return <NothingDue review={review} />;
  if (finished) {
    return (
      <div className="card">
        <h2 ref={done} tabIndex={-1}>
          {t('education.review.done')}
        </h2>
        <p>
          {t('education.review.reviewed', { count: queue.length })}{' '}
          {review.dueToday > 0
            ? t('education.review.stillDue', { count: review.dueToday })
            : review.nextDue
              ? t('education.review.nextDue', { when: when(review.nextDue) })
              : ''}
        </p>
        <p className="lesson__nav">
          {review.dueToday > 0 && (
            <button type="button" className="button" onClick={() => restart(review.cards)}>
              {t('education.review.again')}
            </button>
          )}
          <Link to={paths.dashboard.path}>{t('education.review.dashboard')}</Link>
          <Link to={paths.education.path}>{t('education.review.tracks')}</Link>
        </p>
      </div>
    );
  }
  const card = queue[index]!;
  const rate = async (grade: ReviewGrade) => {
    const answer = await rateCard(card.cardId, grade);
    setSaid(t('education.review.rated', { label: answer.label, when: when(answer.nextDue) }));
    setIndex(index + 1);
    void refreshLearning(client);
  };
  return (
    <div className="card">
      <p className="visually-hidden" role="status">
        {said ?? ''}
      </p>
      <ReviewCard key={card.cardId} card={{ front: card.front, back: card.back, source: t('education.review.source', { kind: card.kind, lesson: card.lessonTitle }) }}
        position={t('education.review.position', { number: index + 1, total: queue.length })} onRate={rate} />
    </div>
  );
}
