// The "Chat com IA" channel (issue 15 item 3): the answer appears as the assistant writes it, with the
// pages it used; a person can hand the conversation to the team at any point. The answers are the
// AI's Portuguese, shown as written (lang="pt-BR", and a note once per conversation in another language).
import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n, type MessageKey } from '../../../i18n';
import { askAssistant, followAnswer, handOffConversation, readConversation, type Conversation, type Turn } from '../api/assistant';
import './assistant.css';

const FAILED = {
  limit: 'assistant.failed.limit',
  unavailable: 'assistant.failed.unavailable',
  invalid_response: 'assistant.failed.invalidResponse',
  timeout: 'assistant.failed.timeout',
} as const satisfies Record<NonNullable<Turn['failed']>, MessageKey>;

/** An answer: the AI's words in Portuguese inside a bubble marked so; our own words around them in the reader's language. */
function Answer({ turn }: { turn: Turn }) {
  const { locale, t } = useI18n();
  if (turn.failed) return <p className="chat__answer chat__answer--failed">{t(FAILED[turn.failed])}</p>;
  if (!turn.answer) return null;
  return (
    <div className="chat__answer" lang="pt-BR">
      {turn.answer.simulated && (
        <span className="chat__sim" lang={locale}>
          {t('assistant.simulated')}
        </span>
      )}
      <p>{turn.answer.text}</p>
      {turn.answer.sources.length > 0 && (
        <p className="chat__sources">
          <span lang={locale}>{t('assistant.sources')}</span>{' '}
          {turn.answer.sources.map((s, i) => (
            <span key={`${s.path}|${s.title}`}>
              {i > 0 && ' · '}
              <Link to={s.path}>{s.title}</Link>
            </span>
          ))}
        </p>
      )}
      {turn.answer.unsure && turn.answer.sources.length > 0 && (
        <p className="chat__unsure" lang={locale}>
          {t('assistant.unsure')}
        </p>
      )}
    </div>
  );
}
function ChatLog({ conversation, live }: { conversation: Conversation | null; live: ChatState['live'] }) {
  const { locale, t } = useI18n();
  const started = !!live || (conversation?.turns.length ?? 0) > 0;
  return (
    <div className="chat__log" role="log" aria-live="polite" aria-label={t('assistant.log')}>
      {!conversation && !live && <p className="muted">{t('assistant.intro')}</p>}
      {started && locale !== 'pt-BR' && (
        <p className="muted chat__note" role="note">
          {t('assistant.aiNote')}
        </p>
      )}
      {conversation?.turns.map((turn) => (
        <div key={turn.messageId} className="chat__turn">
          <p className="chat__question">
            <strong>{t('assistant.you')}</strong> {turn.question}
          </p>
          <Answer turn={turn} />
        </div>
      ))}
      {live && (
        <div className="chat__turn">
          <p className="chat__question">
            <strong>{t('assistant.you')}</strong> {live.question}
          </p>
          <div className="chat__answer" aria-busy="true">
            {live.text ? <p lang="pt-BR">{live.text}</p> : <p>{t('assistant.writing')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function useChatState() {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [live, setLive] = useState<{ question: string; text: string } | null>(null);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [contactNeeded, setContactNeeded] = useState(false);
  const [contact, setContact] = useState({ name: '', email: '' });
  const [contactErrors, setContactErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [handoffMessage, setHandoffMessage] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  return { conversation, setConversation, live, setLive, question, setQuestion, error, setError, contactNeeded, setContactNeeded, contact, setContact, contactErrors, setContactErrors, busy, setBusy, handoffMessage, setHandoffMessage, input };
}

type ChatState = ReturnType<typeof useChatState>;

/** Sends the question and follows the answer as the assistant writes it. */
function askWith({ conversation, setConversation, setLive, question, setQuestion, setError, setContactNeeded, setBusy, setHandoffMessage }: ChatState) {
  return async function ask(e: FormEvent) {
    e.preventDefault();
    const text = question.trim();
    if (text.length < 2) return setError(translate('assistant.ask.empty'));
    setError(null);
    setBusy(true);
    try {
      const { data } = await askAssistant({ conversationId: conversation?.conversationId, question: text });
      setQuestion('');
      if (!data.streaming) {
        const read = await readConversation(data.conversationId);
        setConversation(read.data);
        if (data.needsContact) setContactNeeded(true);
        if (data.handoff) setHandoffMessage(translate('assistant.handoff.sent', { ticket: data.handoff.ticketNumber }));
        return;
      }
      setLive({ question: text, text: '' });
      await followAnswer(data.conversationId, data.messageId, {
        text: (piece) => setLive((l) => (l ? { ...l, text: l.text + piece } : l)),
        done: (c) => {
          setConversation(c);
          if (c.handoff) setHandoffMessage(translate('assistant.handoff.unsure', { ticket: c.handoff.ticketNumber }));
        },
        error: (message) => setError(message),
      });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : translate('assistant.ask.failed'));
    } finally {
      setLive(null);
      setBusy(false);
    }
  };
}

/** Hands the conversation to the team, asking a visitor for a name and e-mail first. */
function talkToHumanWith({ conversation, setConversation, contactNeeded, setContactNeeded, contact, setContactErrors, setBusy, setHandoffMessage }: ChatState, signedIn: boolean) {
  return async function talkToHuman(e?: FormEvent) {
    e?.preventDefault();
    if (!conversation) return;
    if (!signedIn && !contactNeeded) return setContactNeeded(true);
    setBusy(true);
    setContactErrors({});
    try {
      const r = await handOffConversation(conversation.conversationId, signedIn ? {} : { name: contact.name.trim(), email: contact.email.trim() });
      setConversation({ ...conversation, handoff: { ticketNumber: r.data.ticketNumber, reason: 'asked' } });
      setContactNeeded(false);
      setHandoffMessage(r.message);
      toast('success', r.message);
    } catch (err) {
      if (err instanceof ApiError) {
        setContactErrors(err.errors);
        toast('error', err.message);
      } else toast('error', translate('assistant.handoff.failed'));
    } finally {
      setBusy(false);
    }
  };
}

/** The "Chat com IA" channel of /support: streamed answers with their sources, and the hand-off to a ticket. */
export function AssistantChat() {
  const { t } = useI18n();
  const signedIn = useAuth().state.status === 'signed-in';
  const chat = useChatState();
  const { conversation, setConversation, live, question, setQuestion, error, setError, contactNeeded, setContactNeeded, contact, setContact, contactErrors, busy, handoffMessage, setHandoffMessage, input } = chat;

  const handoff = conversation?.handoff ?? null;
  const last = conversation?.turns.at(-1);
  const offerHuman = !handoff && !!conversation && conversation.turns.length > 0;
  const ask = askWith(chat);
  const talkToHuman = talkToHumanWith(chat, signedIn);

  function restart() {
    setConversation(null);
    setHandoffMessage(null);
    setContactNeeded(false);
    setError(null);
    input.current?.focus();
  }

  return (
    <section className="chat" aria-label={t('assistant.label')}>
      <ChatLog conversation={conversation} live={live} />
      {handoffMessage && handoff && (
        <p className="chat__handoff" role="status">
          {handoffMessage}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {contactNeeded && !handoff && (
        <ContactForm contact={contact} setContact={setContact} contactErrors={contactErrors} busy={busy} onSubmit={talkToHuman} />
      )}
      {handoff ? (
        <button type="button" className="button button--ghost" onClick={restart}>
          {t('assistant.restart')}
        </button>
      ) : (
        <AskForm ask={ask} input={input} question={question} setQuestion={setQuestion} busy={busy} waiting={!!last && !last.answer && !last.failed} offerHuman={offerHuman && !contactNeeded} talkToHuman={talkToHuman} />
      )}
    </section>
  );
}

interface ContactFormProps {
  contact: ChatState['contact'];
  setContact: Dispatch<SetStateAction<ChatState['contact']>>;
  contactErrors: Record<string, string>;
  busy: boolean;
  onSubmit(e?: FormEvent): Promise<void>;
}

function ContactForm({ contact, setContact, contactErrors, busy, onSubmit: talkToHuman }: ContactFormProps) {
  const { t } = useI18n();
  return (
    <form className="form chat__contact" onSubmit={talkToHuman} noValidate aria-label={t('assistant.human')}>
      <p>{t('assistant.contact.lead')}</p>
      <div className="form__row">
        <div className="field" data-invalid={contactErrors.name ? 'true' : undefined}>
          <label htmlFor="chat-name">{t('assistant.contact.name')}</label>
          <input id="chat-name" name="name" autoComplete="name" value={contact.name} onChange={(e) => setContact({ ...contact, name: e.target.value })} aria-invalid={contactErrors.name ? true : undefined} />
          {contactErrors.name && <p className="field__error">{contactErrors.name}</p>}
        </div>
        <div className="field" data-invalid={contactErrors.email ? 'true' : undefined}>
          <label htmlFor="chat-email">{t('assistant.contact.email')}</label>
          <input id="chat-email" name="email" type="email" autoComplete="email" value={contact.email} onChange={(e) => setContact({ ...contact, email: e.target.value })} aria-invalid={contactErrors.email ? true : undefined} />
          {contactErrors.email && <p className="field__error">{contactErrors.email}</p>}
        </div>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('assistant.contact.submit')}
      </button>
    </form>
  );
}

interface AskFormProps {
  ask(e: FormEvent): Promise<void>;
  input: ChatState['input'];
  question: string;
  setQuestion(question: string): void;
  busy: boolean;
  /** The last question still has no answer. */
  waiting: boolean;
  offerHuman: boolean;
  talkToHuman(): Promise<void>;
}

function AskForm({ ask, input, question, setQuestion, busy, waiting, offerHuman, talkToHuman }: AskFormProps) {
  const { t } = useI18n();
  return (
    <form className="form chat__ask" onSubmit={ask} noValidate aria-label={t('assistant.ask.label')}>
      <div className="field">
        <label htmlFor="chat-question">{t('assistant.ask.question')}</label>
        <textarea id="chat-question" ref={input} name="question" rows={2} maxLength={1000} value={question} onChange={(e) => setQuestion(e.target.value)} disabled={busy} />
      </div>
      <div className="chat__actions">
        <button type="submit" className="button" disabled={busy || waiting}>
          {busy ? t('assistant.ask.busy') : t('assistant.ask.submit')}
        </button>
        {offerHuman && (
          <button type="button" className="button button--ghost" onClick={() => void talkToHuman()} disabled={busy}>
            {t('assistant.human')}
          </button>
        )}
      </div>
    </form>
  );
}
