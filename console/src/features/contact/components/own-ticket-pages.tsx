// "Meus chamados" (issue 29 item 5): the list of the person's tickets, and one ticket's conversation
// - their messages and the team's replies ("Equipe π Boost") - with the first-response target and a
// box to answer, as they could by e-mail. A closed ticket takes no answer: "Abrir novo chamado".
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OwnTicket } from '@piboost/backend/contract';
import { TextArea } from '../../../components/forms/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useOwnTicket, useOwnTickets, useReplyToTicket } from '../api/own-tickets';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export const ticketPath = (id: string) => paths.supportTicket.path.replace(':id', encodeURIComponent(id));
const NEW_TICKET = `${paths.support.path}#ticket`;

function TargetLine({ ticket }: { ticket: Pick<OwnTicket, 'firstRepliedAt' | 'target'> }) {
  return <p>{ticket.firstRepliedAt ? `Primeira resposta em ${when(ticket.firstRepliedAt)}` : ticket.target}</p>;
}

/** Every ticket of the person, newest first, each a link to its conversation. */
export function OwnTicketList() {
  const tickets = useOwnTickets(true);
  if (tickets.isPending) return <p role="status">Carregando os seus chamados...</p>;
  if (tickets.isError) return <p role="alert">Não foi possível carregar os seus chamados. Tente novamente.</p>;
  if (tickets.data.length === 0) {
    return (
      <p>
        Você ainda não abriu nenhum chamado. <Link to={NEW_TICKET}>Abrir um chamado</Link>
      </p>
    );
  }
  return (
    <ul className="own-tickets" aria-label="Meus chamados">
      {tickets.data.map((t) => (
        <li key={t.id} className="card">
          <p>
            <Link to={ticketPath(t.id)}>
              <strong>{t.ticketNumber}</strong> · {t.subject ?? '(apagado)'}
            </Link>{' '}
            · {t.statusLabel}
          </p>
          <TargetLine ticket={t} />
          <p className="muted">Aberto em {when(t.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}

/** One ticket: its target, the conversation in time order and the answer box (or "abrir novo chamado"). */
export function OwnTicketPage({ id }: { id: string }) {
  const ticket = useOwnTicket(id);
  if (ticket.isPending) return <p role="status">Carregando o chamado...</p>;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <p role="alert">
        {missing ? 'Chamado não encontrado.' : 'Não foi possível carregar o chamado. Tente novamente.'} <Link to={paths.supportTickets.path}>Voltar para Meus chamados</Link>
      </p>
    );
  }
  const t = ticket.data;
  return (
    <>
      <section className="card own-ticket__summary" aria-label="Situação do chamado">
        <p>
          <strong>{t.statusLabel}</strong>
        </p>
        <TargetLine ticket={t} />
        <p className="muted">Aberto em {when(t.createdAt)}</p>
      </section>
      <section className="section" aria-labelledby="conversation">
        <h2 id="conversation">Conversa</h2>
        <ol className="own-ticket__conversation">
          {t.conversation.map((m) => (
            <li key={m.id} className={`card own-ticket__message own-ticket__message--${m.from}`} aria-label={`Mensagem de ${m.author}`}>
              <p>
                <strong>{m.author}</strong> <span className="muted">· {when(m.at)}</span>
              </p>
              <p className="own-ticket__text">{m.message ?? '(mensagem apagada)'}</p>
            </li>
          ))}
        </ol>
      </section>
      {t.closed ? (
        <section className="section" aria-label="Chamado fechado">
          <p>Este chamado está fechado e não recebe novas mensagens.</p>
          <Link className="button" to={NEW_TICKET}>
            Abrir novo chamado
          </Link>
        </section>
      ) : (
        <ReplyForm id={t.id} />
      )}
    </>
  );
}

function ReplyForm({ id }: { id: string }) {
  const reply = useReplyToTicket(id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setError('Escreva a sua mensagem.');
      return;
    }
    setError(undefined);
    reply.mutate(message, {
      onSuccess: () => {
        setMessage('');
        toast('success', 'Mensagem enviada. A equipe responde por aqui e por e-mail.');
      },
      onError: (err) => {
        const fieldError = err instanceof ApiError ? err.errors.message : undefined;
        setError(fieldError ?? err.message);
      },
    });
  };
  return (
    <form className="form section" onSubmit={submit} noValidate aria-label="Responder ao chamado">
      <TextArea label="Sua resposta" name="message" required value={message} error={error} onChange={setMessage} />
      <div>
        <button type="submit" className="button" disabled={reply.isPending}>
          {reply.isPending ? 'Enviando...' : 'Enviar resposta'}
        </button>
      </div>
    </form>
  );
}
