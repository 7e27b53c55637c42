// /education: the tracks with each lesson's state and quiz score and each skill's mastery level; a
// Premium track the person cannot open shows its lessons' titles and summaries and the plan that
// opens it. Every figure is the server's.
import { Link } from 'react-router-dom';
import type { EducationTracks } from '@piboost/backend/contract';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { QueryState } from '../../gamification';
import { useTracks } from '../api/education';
import { lessonPath } from '../paths';

type Track = EducationTracks['tracks'][number];
type Lesson = Track['lessons'][number];

function LessonState({ lesson }: { lesson: Lesson }) {
  const { t } = useI18n();
  const best = lesson.best;
  if (lesson.status === 'completed') {
    return <span className="edu-state edu-state--done">{best ? t('education.tracks.doneScore', { correct: best.correct, total: best.total }) : t('education.tracks.done')}</span>;
  }
  if (lesson.status === 'started') {
    return <span className="edu-state">{best ? t('education.tracks.startedScore', { correct: best.correct, total: best.total }) : t('education.tracks.started')}</span>;
  }
  return <span className="edu-state">{t('education.tracks.notStarted')}</span>;
}

function TrackLessons({ track }: { track: Track }) {
  const { t } = useI18n();
  return (
    <ol className="edu-lessons" aria-label={t('education.tracks.lessons', { track: track.title })}>
      {track.lessons.map((l) => (
        <li key={l.id} className="edu-lesson">
          <div>
            {track.locked ? <strong>{l.title}</strong> : <Link to={lessonPath(track.id, l.id)}>{l.title}</Link>}
            <p>{l.summary}</p>
          </div>
          {track.locked ? <span className="edu-state">{t('education.tracks.minutes', { minutes: l.minutes })}</span> : <LessonState lesson={l} />}
        </li>
      ))}
    </ol>
  );
}

function Skills({ track }: { track: Track }) {
  const { t, rich } = useI18n();
  if (track.skills.length === 0) return null;
  return (
    <>
      <h3 className="edu-skills__title">{t('education.tracks.skills')}</h3>
      <ul className="edu-skills">
        {track.skills.map((s) => (
          <li key={s.id} className="edu-skill">
            {rich('education.tracks.skill', { name: s.name, level: s.levelLabel, strong: (chunks) => <strong>{chunks}</strong> })}
          </li>
        ))}
      </ul>
    </>
  );
}

function TrackCard({ track, passPercent }: { track: Track; passPercent: number }) {
  const { t } = useI18n();
  const titleId = `track-${track.id}`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {track.title}
        {track.access === 'premium' && (
          <>
            {' '}
            <span className="edu-tag">Premium</span>
          </>
        )}
      </h2>
      <p>{track.summary}</p>
      {track.locked ? (
        <div className="edu-unlock">
          <p>{t('education.tracks.preview', { plan: track.unlockingPlan?.name ?? 'Premium' })}</p>
          <Link className="button" to={paths.plans.path}>
            {t('education.tracks.plans')}
          </Link>
        </div>
      ) : (
        <p>{t('education.tracks.progress', { done: track.completedLessons, total: track.lessons.length, percent: passPercent })}</p>
      )}
      <TrackLessons track={track} />
      {!track.locked && <Skills track={track} />}
    </section>
  );
}

export function EducationTracks() {
  const { t } = useI18n();
  const tracks = useTracks();
  return (
    <QueryState query={tracks} what={t('education.tracks.what')}>
      {(data) => (
        <div className="edu-tracks">
          <div className="card">
            <h2>{t('education.review.title')}</h2>
            <p>{t('education.tracks.reviewDue', { count: data.reviewDueToday })}</p>
            <Link className="button button--ghost" to={paths.educationReview.path}>
              {t('education.tracks.openReview')}
            </Link>
          </div>
          {data.tracks.map((t) => (
            <TrackCard key={t.id} track={t} passPercent={data.passPercent} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
