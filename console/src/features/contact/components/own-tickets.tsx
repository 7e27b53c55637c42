// "Meus chamados": each ticket with its first-response target, as the plan promised it when it was opened.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { ticketPath } from './own-ticket-pages';
import { useOwnTickets } from '../api/own-tickets';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export function OwnTickets() {
  const { state } = useAuth();
  const tickets = useOwnTickets(state.status === 'signed-in');
  if (state.status !== 'signed-in' || !tickets.data?.length) return null;
  return (
    <section className="section" aria-labelledby="own-tickets">
      <h2 id="own-tickets">Meus chamados</h2>
      <ul className="own-tickets">
        {tickets.data.slice(0, 5).map((t) => (
          <li key={t.id} className="card">
            <p>
              <Link to={ticketPath(t.id)}>
                <strong>{t.ticketNumber}</strong> · {t.subject ?? '(apagado)'}
              </Link>{' '}
              · {t.statusLabel}
            </p>
            <p>{t.firstRepliedAt ? `Respondido em ${when(t.firstRepliedAt)}` : t.target}</p>
            <p className="muted">Aberto em {when(t.createdAt)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.supportTickets.path}>Ver todos os meus chamados</Link>
      </p>
    </section>
  );
}
