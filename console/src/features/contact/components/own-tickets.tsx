// "Meus chamados": each ticket with its first-response target, as the plan promised it when it was opened.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { ticketPath } from './own-ticket-pages';
import { useOwnTickets } from '../api/own-tickets';
import { useI18n } from '../../../i18n';

export function OwnTickets() {
  const { state } = useAuth();
  const tickets = useOwnTickets(state.status === 'signed-in');
  const { t, dateTime } = useI18n();
  const when = (iso: string) => dateTime(iso, { dateStyle: 'short', timeStyle: 'short' });
  if (state.status !== 'signed-in' || !tickets.data?.length) return null;
  return (
    <section className="section" aria-labelledby="own-tickets">
      <h2 id="own-tickets">{t('site.tickets.title')}</h2>
      <ul className="own-tickets">
        {tickets.data.slice(0, 5).map((ticket) => (
          <li key={ticket.id} className="card">
            <p>
              <Link to={ticketPath(ticket.id)}>
                <strong>{ticket.ticketNumber}</strong> · {ticket.subject ?? t('site.tickets.deleted')}
              </Link>{' '}
              · {ticket.statusLabel}
            </p>
            <p>{ticket.firstRepliedAt ? t('site.tickets.replied', { at: when(ticket.firstRepliedAt) }) : ticket.target}</p>
            <p className="muted">{t('site.tickets.opened', { at: when(ticket.createdAt) })}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.supportTickets.path}>{t('site.tickets.seeAll')}</Link>
      </p>
    </section>
  );
}
