// The bell in the signed-in header: the community notifications not read yet (GET /api/community/me).
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useStanding } from '../api/community';
import './bell.css';

export function NotificationBell() {
  const { data } = useStanding();
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? 'Notificações da comunidade' : `Notificações da comunidade: ${unread} não ${unread === 1 ? 'lida' : 'lidas'}`;
  return (
    <Link to={paths.communityNotifications.path} className="cm-bell" aria-label={label} title={label}>
      <span aria-hidden="true">🔔</span>
      {unread > 0 && (
        <span className="cm-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
