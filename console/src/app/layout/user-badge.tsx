import type { SessionUser } from '../../features/auth/auth-context';
import { useI18n } from '../../i18n';

/** First letters of the first two names (product-spec §2: max 2). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function Avatar({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  return (
    <span className="avatar">
      {user.avatarUrl ? <img src={user.avatarUrl} alt="" width={32} height={32} /> : <span aria-hidden="true">{initials(user.name)}</span>}
      {user.premium && (
        <span className="avatar__badge avatar__badge--premium" title={t('layout.badge.premium')}>
          <span aria-hidden="true">👑</span>
          <span className="visually-hidden">{t('layout.badge.premium')}</span>
        </span>
      )}
      {user.role === 'support' && (
        <span className="avatar__badge avatar__badge--staff" title={t('layout.badge.support')}>
          <span aria-hidden="true">🎧</span>
          <span className="visually-hidden">{t('layout.badge.support')}</span>
        </span>
      )}
      {user.role === 'admin' && (
        <span className="avatar__badge avatar__badge--admin" title={t('layout.badge.admin')}>
          <span aria-hidden="true">🛡</span>
          <span className="visually-hidden">{t('layout.badge.admin')}</span>
        </span>
      )}
    </span>
  );
}
