// "Revisão de hoje": the dashboard's summary (how many cards are due, or when the next one is) and
// the review itself, one due card after another until none is left.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewToday } from '@piboost/backend/contract';
import { paths } from '../../../config/paths';
import { formatInstant } from '../../../lib/time-zone';
import { EmptyState, QueryState } from '../../gamification';
import { rateCard, refreshLearning, useReview } from '../api/education';
import { ReviewCard, type ReviewGrade } from './review-card';

const when = (iso: string) => formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
const cards = (n: number) => (n === 1 ? '1 cartão' : `${n} cartões`);

/** Nothing due today: when the next card comes back, or how cards arrive at all. */
function NothingDue({ review }: { review: ReviewToday }) {
  if (review.totalCards === 0) {
    return (
      <EmptyState>
        Você ainda não tem cartões de revisão: eles chegam com o glossário das lições concluídas e com as questões que você errar. <Link to={paths.education.path}>Ver as trilhas</Link>
      </EmptyState>
    );
  }
  return <EmptyState>Nada para revisar hoje. {review.nextDue ? `O próximo cartão volta em ${when(review.nextDue)}.` : ''}</EmptyState>;
}

/** The dashboard's card. */
export function ReviewSummary() {
  const review = useReview();
  return (
    <div className="card">
      <h2>Revisão de hoje</h2>
      <QueryState query={review} what="a revisão de hoje">
        {(r) =>
          r.dueToday === 0 ? (
            <NothingDue review={r} />
          ) : (
            <>
              <p>{cards(r.dueToday)} para revisar hoje: termos do glossário e questões que você errou, no momento certo para não esquecer.</p>
              <Link className="button" to={paths.educationReview.path}>
                Começar a revisão
              </Link>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

const SOURCE = { glossary: 'Glossário', quiz: 'Questão que você errou' } as const;

/** The review page: the due cards in order; each rating goes to the server, which schedules the card again. */
export function ReviewSession() {
  const review = useReview();
  return <QueryState query={review} what="a revisão de hoje">{(r) => <Session review={r} />}</QueryState>;
}

function Session({ review }: { review: ReviewToday }) {
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
          Revisão concluída
        </h2>
        <p>
          Você revisou {cards(queue.length)}.{' '}
          {review.dueToday > 0 ? `${cards(review.dueToday)} ainda para hoje (os que você marcou De novo voltam logo).` : review.nextDue ? `O próximo cartão volta em ${when(review.nextDue)}.` : ''}
        </p>
        <p className="lesson__nav">
          {review.dueToday > 0 && (
            <button type="button" className="button" onClick={() => restart(review.cards)}>
              Revisar os que faltam
            </button>
          )}
          <Link to={paths.dashboard.path}>Voltar ao painel</Link>
          <Link to={paths.education.path}>Ver as trilhas</Link>
        </p>
      </div>
    );
  }
  const card = queue[index]!;
  const rate = async (grade: ReviewGrade) => {
    const answer = await rateCard(card.cardId, grade);
    setSaid(`${answer.label}: volta em ${when(answer.nextDue)}.`);
    setIndex(index + 1);
    void refreshLearning(client);
  };
  return (
    <div className="card">
      <p className="visually-hidden" role="status">
        {said ?? ''}
      </p>
      <ReviewCard key={card.cardId} card={{ front: card.front, back: card.back, source: `${SOURCE[card.kind]} · ${card.lessonTitle}` }} position={`Cartão ${index + 1} de ${queue.length}`} onRate={rate} />
    </div>
  );
}
