// /community/notificacoes: replies, mentions, best answers and moderation of the person's posts,
// newest first; "Marcar todas como lidas".
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { markNotificationsRead, refreshCommunity, useNotifications, type Notification } from '../api/community';
import { threadPath } from '../paths';
import { CommunityQuery, when, type Translate } from './shared';

/** The notification in words; names, titles and the moderators' reasons are shown as typed. */
function sentence(n: Notification, t: Translate): string {
  const who = n.actorName ?? t('community.notifications.someone');
  const where = n.threadTitle ?? t('community.notifications.aThread');
  switch (n.kind) {
    case 'reply':
      return t('community.notifications.reply', { who, where });
    case 'mention':
      return t('community.notifications.mention', { who, where });
    case 'best_answer':
      return t('community.notifications.bestAnswer', { where });
    case 'hidden':
      return t('community.notifications.hidden', { where, reason: n.reason ?? t('community.notifications.noReason') });
    case 'restored':
      return n.reason ? t('community.notifications.restoredReason', { where, reason: n.reason }) : t('community.notifications.restored', { where });
  }
}

export function CommunityNotifications() {
  const { t } = useI18n();
  const query = useNotifications();
  const client = useQueryClient();
  const readAll = () =>
    markNotificationsRead().then(
      () => refreshCommunity(client),
      (e: Error) => toast('error', e.message),
    );
  return (
    <CommunityQuery query={query} what="notifications">
      {({ items }) =>
        items.length === 0 ? (
          <p className="cm-state">{t('community.notifications.empty')}</p>
        ) : (
          <>
            {items.some((n) => !n.read) && (
              <button type="button" className="button button--ghost" onClick={() => void readAll()}>
                {t('community.notifications.readAll')}
              </button>
            )}
            <ul className="cm-notifications">
              {items.map((n) => (
                <li key={n.id} className={n.read ? 'cm-notification' : 'cm-notification cm-notification--unread'}>
                  <Link to={`${threadPath(n.threadId)}#post-${n.postId}`}>{sentence(n, t)}</Link>
                  <span className="muted"> {when(n.at)}</span>
                  {!n.read && <span className="visually-hidden"> {t('community.notifications.unread')}</span>}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </CommunityQuery>
  );
}
