// /community: the rooms with their counts; the VIP room for whom the plan (or the staff role) opens
// it, and the way to Elite for everyone else.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatInt } from '../../gamification';
import { useRooms } from '../api/community';
import { roomPath } from '../paths';
import { CommunityQuery, when } from './shared';

export function CommunityRooms() {
  const query = useRooms();
  return (
    <CommunityQuery query={query} what="as salas">
      {({ rooms }) => (
        <section className="cards cards--two cm-rooms" aria-label="Salas">
          {rooms.map((room) => (
            <article key={room.id} className="card cm-room">
              <h2>
                {room.canEnter ? <Link to={roomPath(room.slug)}>{room.title}</Link> : room.title}
                {room.access === 'vip' && <span className="cm-badge cm-badge--vip">Elite</span>}
              </h2>
              <p>{room.description}</p>
              <p className="muted">
                {formatInt(room.threadCount)} {room.threadCount === 1 ? 'tópico' : 'tópicos'} · {formatInt(room.postCount)}{' '}
                {room.postCount === 1 ? 'publicação' : 'publicações'}
                {room.lastPostAt ? ` · última em ${when(room.lastPostAt)}` : ''}
              </p>
              {room.canEnter ? (
                <Link className="button button--ghost" to={roomPath(room.slug)}>
                  Entrar na sala
                </Link>
              ) : (
                <p>
                  A Sala VIP é exclusiva do plano Elite. <Link to={paths.plans.path}>Conhecer o plano Elite</Link>
                </p>
              )}
            </article>
          ))}
        </section>
      )}
    </CommunityQuery>
  );
}
