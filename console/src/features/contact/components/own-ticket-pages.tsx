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
import { translate, useI18n } from '../../../i18n';

/** A ticket's moments, short, in the person's language and time zone. */
function useWhen() {
  const { dateTime } = useI18n();
  return (iso: string) => dateTime(iso, { dateStyle: 'short', timeStyle: 'short' });
}

export const ticketPath = (id: string) => paths.supportTicket.path.replace(':id', encodeURIComponent(id));
const NEW_TICKET = `${paths.support.path}#ticket`;

function TargetLine({ ticket }: { ticket: Pick<OwnTicket, 'firstRepliedAt' | 'target'> }) {
  const { t } = useI18n();
  const when = useWhen();
  return <p>{ticket.firstRepliedAt ? t('site.tickets.firstReply', { at: when(ticket.firstRepliedAt) }) : ticket.target}</p>;
}

/** Every ticket of the person, newest first, each a link to its conversation. */
export function OwnTicketList() {
  const tickets = useOwnTickets(true);
  const { t, rich } = useI18n();
  const when = useWhen();
  if (tickets.isPending) return <p role="status">{t('site.tickets.loading')}</p>;
  if (tickets.isError) return <p role="alert">{t('site.tickets.loadFailed')}</p>;
  if (tickets.data.length === 0) {
    return <p>{rich('site.tickets.none', { link: (chunks) => <Link to={NEW_TICKET}>{chunks}</Link> })}</p>;
  }
  return (
    <ul className="own-tickets" aria-label={t('site.tickets.title')}>
      {tickets.data.map((ticket) => (
        <li key={ticket.id} className="card">
          <p>
            <Link to={ticketPath(ticket.id)}>
              <strong>{ticket.ticketNumber}</strong> · {ticket.subject ?? t('site.tickets.deleted')}
            </Link>{' '}
            · {ticket.statusLabel}
          </p>
          <TargetLine ticket={ticket} />
          <p className="muted">{t('site.tickets.opened', { at: when(ticket.createdAt) })}</p>
        </li>
      ))}
    </ul>
  );
}

/** One ticket: its target, the conversation in time order and the answer box (or "abrir novo chamado"). */
export function OwnTicketPage({ id }: { id: string }) {
  const ticket = useOwnTicket(id);
  const { t: tr } = useI18n();
  const when = useWhen();
  if (ticket.isPending) return <p role="status">{tr('site.ticket.loading')}</p>;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <p role="alert">
        {missing ? tr('site.ticket.notFound') : tr('site.ticket.loadFailed')} <Link to={paths.supportTickets.path}>{tr('site.ticket.back')}</Link>
      </p>
    );
  }
  const t = ticket.data;
  return (
    <>
      <section className="card own-ticket__summary" aria-label={tr('site.ticket.status')}>
        <p>
          <strong>{t.statusLabel}</strong>
        </p>
        <TargetLine ticket={t} />
        <p className="muted">{tr('site.tickets.opened', { at: when(t.createdAt) })}</p>
      </section>
      <section className="section" aria-labelledby="conversation">
        <h2 id="conversation">{tr('site.ticket.conversation')}</h2>
        <ol className="own-ticket__conversation">
          {t.conversation.map((m) => (
            <li key={m.id} className={`card own-ticket__message own-ticket__message--${m.from}`} aria-label={tr('site.ticket.messageFrom', { author: m.author })}>
              <p>
                <strong>{m.author}</strong> <span className="muted">· {when(m.at)}</span>
              </p>
              <p className="own-ticket__text">{m.message ?? tr('site.ticket.messageDeleted')}</p>
            </li>
          ))}
        </ol>
      </section>
      {t.closed ? (
        <section className="section" aria-label={tr('site.ticket.closedLabel')}>
          <p>{tr('site.ticket.closed')}</p>
          <Link className="button" to={NEW_TICKET}>
            {tr('site.ticket.openNew')}
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
  const { t } = useI18n();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setError(translate('site.ticket.writeMessage'));
      return;
    }
    setError(undefined);
    reply.mutate(message, {
      onSuccess: () => {
        setMessage('');
        toast('success', translate('site.ticket.replySent'));
      },
      onError: (err) => {
        const fieldError = err instanceof ApiError ? err.errors.message : undefined;
        setError(fieldError ?? err.message);
      },
    });
  };
  return (
    <form className="form section" onSubmit={submit} noValidate aria-label={t('site.ticket.replyForm')}>
      <TextArea label={t('site.ticket.yourReply')} name="message" required value={message} error={error} onChange={setMessage} />
      <div>
        <button type="submit" className="button" disabled={reply.isPending}>
          {reply.isPending ? t('site.form.sending') : t('site.ticket.sendReply')}
        </button>
      </div>
    </form>
  );
}
