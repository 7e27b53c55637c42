// "Meus chamados": each ticket with its first-response target, as the plan promised it when it was opened.
import { useAuth } from '../../auth';
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
        {tickets.data.map((t) => (
          <li key={t.ticketNumber} className="card">
            <p>
              <strong>{t.ticketNumber}</strong> · {t.subject ?? '(apagado)'} · {t.statusLabel}
            </p>
            <p>{t.firstRepliedAt ? `Respondido em ${when(t.firstRepliedAt)}` : t.target}</p>
            <p className="muted">Aberto em {when(t.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
