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
import { useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/time-zone';
import { outcomeOf, refreshLearning, sendQuiz, startLesson, useLesson } from '../api/education';
import { lessonPath } from '../paths';
import { LessonBody } from './lesson-body';
import { Quiz } from './quiz';

function Refused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useI18n();
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <div className="page lesson">
      <h1>{status === 404 ? t('education.lesson.notFound') : status === 403 ? t('education.lesson.premium') : t('education.lesson.failed')}</h1>
      <p>{status === 404 ? t('education.lesson.notFoundText') : error.message}</p>
      <p className="lesson__nav">
        <Link to={paths.education.path}>{t('education.lesson.backToTracks')}</Link>
        {status === 403 && (
          <Link className="button" to={paths.plans.path}>
            {t('education.tracks.plans')}
          </Link>
        )}
        {status !== 403 && status !== 404 && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('education.lesson.retry')}
          </button>
        )}
      </p>
    </div>
  );
}

export function LessonPage({ lessonId }: { lessonId: string }) {
  const { t } = useI18n();
  const lesson = useLesson(lessonId);
  const data = lesson.data;
  usePageMeta(data?.title ?? t('education.lesson.metaTitle'), data?.summary ?? t('education.lesson.metaDescription'));
  useCrumbTitles(data ? { [`${paths.education.path}/${data.trackId}`]: data.trackTitle, [lessonPath(data.trackId, data.id)]: data.title } : {});
  const loaded = data?.id;
  useEffect(() => {
    if (loaded) void startLesson(loaded).catch(() => undefined);
  }, [loaded]);

  if (lesson.isPending) {
    return (
      <p className="page" role="status">
        {t('education.lesson.loading')}
      </p>
    );
  }
  if (lesson.isError) return <Refused error={lesson.error} onRetry={() => void lesson.refetch()} />;
  return <LessonView lesson={lesson.data} />;
}

function LessonView({ lesson }: { lesson: EducationLesson }) {
  const { t } = useI18n();
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
        {t('education.lesson.meta', {
          minutes: lesson.minutes,
          version: lesson.version,
          date: formatInstant(lesson.publishedAt, { dateStyle: 'short' }),
          completed: lesson.status === 'completed' ? 'yes' : 'no',
        })}
      </p>
      <LessonBody markdown={lesson.body} />
      {lesson.glossary.length > 0 && (
        <section aria-labelledby="glossary-title">
          <h2 id="glossary-title">{t('education.lesson.glossary')}</h2>
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
        <h2 id="quiz-title">{t('education.lesson.quiz')}</h2>
        <p>{t('education.lesson.quizIntro', { questions, passMark, completed: lesson.status === 'completed' ? 'yes' : 'no' })}</p>
        <Quiz key={`${lesson.id}-${lesson.version}`} questions={lesson.quiz} onSubmit={submit} />
      </section>
      <nav className="lesson__nav" aria-label={t('education.lesson.nav')}>
        {lesson.previous ? <Link to={lessonPath(lesson.trackId, lesson.previous.id)}>{t('education.lesson.previous', { title: lesson.previous.title })}</Link> : <span />}
        {lesson.next ? (
          <Link to={lessonPath(lesson.trackId, lesson.next.id)}>{t('education.lesson.next', { title: lesson.next.title })}</Link>
        ) : (
          <Link to={paths.education.path}>{t('education.lesson.tracks')}</Link>
        )}
      </nav>
    </article>
  );
}
