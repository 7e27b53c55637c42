// /community/notificacoes: replies, mentions, best answers and moderation of the person's posts,
// newest first; "Marcar todas como lidas".
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { markNotificationsRead, refreshCommunity, useNotifications, type Notification } from '../api/community';
import { threadPath } from '../paths';
import { CommunityQuery, when } from './shared';

function sentence(n: Notification): string {
  const who = n.actorName ?? 'Alguém';
  const where = n.threadTitle ?? 'um tópico';
  switch (n.kind) {
    case 'reply':
      return `${who} respondeu em "${where}".`;
    case 'mention':
      return `${who} mencionou você em "${where}".`;
    case 'best_answer':
      return `Sua resposta em "${where}" foi marcada como melhor resposta.`;
    case 'hidden':
      return `Sua publicação em "${where}" foi ocultada pela moderação. Motivo: ${n.reason ?? 'não informado'}`;
    case 'restored':
      return `Sua publicação em "${where}" foi restaurada pela moderação.${n.reason ? ` Motivo: ${n.reason}` : ''}`;
  }
}

export function CommunityNotifications() {
  const query = useNotifications();
  const client = useQueryClient();
  const readAll = () =>
    markNotificationsRead().then(
      () => refreshCommunity(client),
      (e: Error) => toast('error', e.message),
    );
  return (
    <CommunityQuery query={query} what="as notificações">
      {({ items }) =>
        items.length === 0 ? (
          <p className="cm-state">Nenhuma notificação por enquanto.</p>
        ) : (
          <>
            {items.some((n) => !n.read) && (
              <button type="button" className="button button--ghost" onClick={() => void readAll()}>
                Marcar todas como lidas
              </button>
            )}
            <ul className="cm-notifications">
              {items.map((n) => (
                <li key={n.id} className={n.read ? 'cm-notification' : 'cm-notification cm-notification--unread'}>
                  <Link to={`${threadPath(n.threadId)}#post-${n.postId}`}>{sentence(n)}</Link>
                  <span className="muted"> {when(n.at)}</span>
                  {!n.read && <span className="visually-hidden"> (não lida)</span>}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </CommunityQuery>
  );
}
