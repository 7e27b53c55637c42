// /education: the tracks with each lesson's state and quiz score and each skill's mastery level; a
// Premium track the person cannot open shows its lessons' titles and summaries and the plan that
// opens it. Every figure is the server's.
import { Link } from 'react-router-dom';
import type { EducationTracks } from '@piboost/backend/contract';
import { paths } from '../../../config/paths';
import { QueryState } from '../../gamification';
import { useTracks } from '../api/education';
import { lessonPath } from '../paths';

type Track = EducationTracks['tracks'][number];
type Lesson = Track['lessons'][number];

function LessonState({ lesson }: { lesson: Lesson }) {
  const score = lesson.best ? ` · quiz ${lesson.best.correct} de ${lesson.best.total}` : '';
  if (lesson.status === 'completed') return <span className="edu-state edu-state--done">Concluída{score}</span>;
  if (lesson.status === 'started') return <span className="edu-state">Em andamento{score}</span>;
  return <span className="edu-state">Não iniciada</span>;
}

function TrackLessons({ track }: { track: Track }) {
  return (
    <ol className="edu-lessons" aria-label={`Lições de ${track.title}`}>
      {track.lessons.map((l) => (
        <li key={l.id} className="edu-lesson">
          <div>
            {track.locked ? <strong>{l.title}</strong> : <Link to={lessonPath(track.id, l.id)}>{l.title}</Link>}
            <p>{l.summary}</p>
          </div>
          {track.locked ? <span className="edu-state">{l.minutes} min</span> : <LessonState lesson={l} />}
        </li>
      ))}
    </ol>
  );
}

function Skills({ track }: { track: Track }) {
  if (track.skills.length === 0) return null;
  return (
    <>
      <h3 className="edu-skills__title">Habilidades</h3>
      <ul className="edu-skills">
        {track.skills.map((s) => (
          <li key={s.id} className="edu-skill">
            {s.name}: <strong>{s.levelLabel}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function TrackCard({ track, passPercent }: { track: Track; passPercent: number }) {
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
          <p>
            Prévia: as lições, os quizzes e a revisão desta trilha são liberados no plano {track.unlockingPlan?.name ?? 'Premium'}.
          </p>
          <Link className="button" to={paths.plans.path}>
            Ver planos
          </Link>
        </div>
      ) : (
        <p>
          {track.completedLessons} de {track.lessons.length} lições concluídas. Para concluir uma lição e ganhar o XP, acerte pelo menos {passPercent}% do quiz.
        </p>
      )}
      <TrackLessons track={track} />
      {!track.locked && <Skills track={track} />}
    </section>
  );
}

export function EducationTracks() {
  const tracks = useTracks();
  return (
    <QueryState query={tracks} what="as trilhas">
      {(data) => (
        <div className="edu-tracks">
          <div className="card">
            <h2>Revisão de hoje</h2>
            <p>
              {data.reviewDueToday === 0
                ? 'Nenhum cartão para revisar hoje.'
                : data.reviewDueToday === 1
                  ? '1 cartão para revisar hoje.'
                  : `${data.reviewDueToday} cartões para revisar hoje.`}
            </p>
            <Link className="button button--ghost" to={paths.educationReview.path}>
              Abrir a revisão
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
