// The bell in the signed-in header: the community notifications not read yet (GET /api/community/me).
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { useStanding } from '../api/community';
import './bell.css';

export function NotificationBell() {
  const { t } = useI18n();
  const { data } = useStanding();
  const unread = data?.unread ?? 0;
  const label = t('community.bell.label', { unread });
  return (
    <Link to={paths.communityNotifications.path} className="cm-bell" aria-label={label} title={label}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread > 0 && (
        <span className="cm-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
