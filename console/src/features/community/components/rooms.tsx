// /community: the rooms with their counts; the VIP room for whom the plan (or the staff role) opens
// it, and the way to Elite for everyone else.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { useRooms } from '../api/community';
import { roomPath } from '../paths';
import { CommunityQuery, when } from './shared';

export function CommunityRooms() {
  const { t, rich } = useI18n();
  const query = useRooms();
  return (
    <CommunityQuery query={query} what="rooms">
      {({ rooms }) => (
        <section className="cards cards--two cm-rooms" aria-label={t('community.rooms.label')}>
          {rooms.map((room) => (
            <article key={room.id} className="card cm-room">
              <h2>
                {room.canEnter ? <Link to={roomPath(room.slug)}>{room.title}</Link> : room.title}
                {room.access === 'vip' && <span className="cm-badge cm-badge--vip">Elite</span>}
              </h2>
              <p>{room.description}</p>
              <p className="muted">
                {room.lastPostAt
                  ? t('community.rooms.countsLast', { threads: room.threadCount, posts: room.postCount, when: when(room.lastPostAt) })
                  : t('community.rooms.counts', { threads: room.threadCount, posts: room.postCount })}
              </p>
              {room.canEnter ? (
                <Link className="button button--ghost" to={roomPath(room.slug)}>
                  {t('community.rooms.enter')}
                </Link>
              ) : (
                <p>{rich('community.rooms.vipOnly', { link: (chunks) => <Link to={paths.plans.path}>{chunks}</Link> })}</p>
              )}
            </article>
          ))}
        </section>
      )}
    </CommunityQuery>
  );
}
