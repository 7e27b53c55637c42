// A lesson: its body (the current version), its glossary, then its quiz; the previous and next
// lessons. The first opening is recorded (the back office's "started"); a Premium lesson without the
// plan shows the server's refusal and the plans.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { EducationLesson } from '@piboost/backend/contract';
import { useCrumbTitles } from '../../../app/layout/crumb-titles';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/time-zone';
import { outcomeOf, refreshLearning, sendQuiz, startLesson, useLesson } from '../api/education';
import { lessonPath } from '../paths';
import { LessonBody } from './lesson-body';
import { Quiz } from './quiz';

function Refused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <div className="page lesson">
      <h1>{status === 404 ? 'Lição não encontrada' : status === 403 ? 'Lição Premium' : 'Não foi possível abrir a lição'}</h1>
      <p>{status === 404 ? 'Esta lição não existe ou saiu da trilha.' : error.message}</p>
      <p className="lesson__nav">
        <Link to={paths.education.path}>← Voltar às trilhas</Link>
        {status === 403 && (
          <Link className="button" to={paths.plans.path}>
            Ver planos
          </Link>
        )}
        {status !== 403 && status !== 404 && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Tentar novamente
          </button>
        )}
      </p>
    </div>
  );
}

export function LessonPage({ lessonId }: { lessonId: string }) {
  const lesson = useLesson(lessonId);
  const data = lesson.data;
  usePageMeta(data?.title ?? 'Lição', data?.summary ?? 'Uma lição das trilhas de educação do π Boost.');
  useCrumbTitles(data ? { [`${paths.education.path}/${data.trackId}`]: data.trackTitle, [lessonPath(data.trackId, data.id)]: data.title } : {});
  const loaded = data?.id;
  useEffect(() => {
    if (loaded) void startLesson(loaded).catch(() => undefined);
  }, [loaded]);

  if (lesson.isPending) {
    return (
      <p className="page" role="status">
        Carregando a lição...
      </p>
    );
  }
  if (lesson.isError) return <Refused error={lesson.error} onRetry={() => void lesson.refetch()} />;
  return <LessonView lesson={lesson.data} />;
}

function LessonView({ lesson }: { lesson: EducationLesson }) {
  const client = useQueryClient();
  const questions = lesson.quiz.length;
  const passMark = Math.ceil((lesson.passPercent * questions) / 100);
  const submit = async (answers: Record<string, string>) => {
    try {
      const attempt = await sendQuiz(lesson.id, lesson.version, answers);
      void refreshLearning(client);
      return outcomeOf(attempt);
    } catch (e) {
      // A new version was published while the person read: the page shows it, and they answer again.
      if (e instanceof ApiError && e.code === 'STALE_VERSION') void client.invalidateQueries({ queryKey: ['education', 'lesson', lesson.id] });
      throw e;
    }
  };
  return (
    <article className="page lesson" aria-labelledby="lesson-title">
      <p>
        <Link to={paths.education.path}>← {lesson.trackTitle}</Link>
      </p>
      <h1 id="lesson-title">{lesson.title}</h1>
      <p className="page-header__lead">{lesson.summary}</p>
      <p className="muted">
        {lesson.minutes} min de leitura · versão {lesson.version} de {formatInstant(lesson.publishedAt, { dateStyle: 'short' })}
        {lesson.status === 'completed' ? ' · concluída' : ''}
      </p>
      <LessonBody markdown={lesson.body} />
      {lesson.glossary.length > 0 && (
        <section aria-labelledby="glossary-title">
          <h2 id="glossary-title">Glossário</h2>
          <dl className="lesson__glossary">
            {lesson.glossary.map((g) => (
              <div key={g.id}>
                <dt>{g.term}</dt>
                <dd>{g.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="quiz-title">
        <h2 id="quiz-title">Quiz</h2>
        <p>
          {questions} perguntas, uma resposta cada. Para concluir a lição e ganhar o XP, acerte pelo menos {passMark} de {questions}
          {lesson.status === 'completed' ? ' (você já concluiu esta lição; pode refazer o quiz para praticar)' : ''}.
        </p>
        <Quiz key={`${lesson.id}-${lesson.version}`} questions={lesson.quiz} onSubmit={submit} />
      </section>
      <nav className="lesson__nav" aria-label="Outras lições da trilha">
        {lesson.previous ? <Link to={lessonPath(lesson.trackId, lesson.previous.id)}>← Anterior: {lesson.previous.title}</Link> : <span />}
        {lesson.next ? <Link to={lessonPath(lesson.trackId, lesson.next.id)}>Próxima lição: {lesson.next.title} →</Link> : <Link to={paths.education.path}>Voltar às trilhas</Link>}
      </nav>
    </article>
  );
}
