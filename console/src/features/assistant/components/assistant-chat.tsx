// The "Chat com IA" channel (issue 15 item 3): the answer appears as the assistant writes it, with the
// pages it used; a person can hand the conversation to the team at any point.
import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { askAssistant, followAnswer, handOffConversation, readConversation, type Conversation, type Turn } from '../api/assistant';
import './assistant.css';

const FAILED: Record<NonNullable<Turn['failed']>, string> = {
  limit: 'O assistente atingiu o limite de uso do provedor de IA agora. Tente de novo em alguns minutos ou fale com a nossa equipe.',
  unavailable: 'O assistente está fora do ar agora. Fale com a nossa equipe ou tente de novo em instantes.',
  invalid_response: 'O assistente não conseguiu formar uma resposta. Fale com a nossa equipe ou tente de novo.',
  timeout: 'O assistente demorou demais para responder. Fale com a nossa equipe ou tente de novo.',
};

function Answer({ turn }: { turn: Turn }) {
  if (turn.failed) return <p className="chat__answer chat__answer--failed">{FAILED[turn.failed]}</p>;
  if (!turn.answer) return null;
  return (
    <div className="chat__answer">
      {turn.answer.simulated && <span className="chat__sim">Simulação local</span>}
      <p>{turn.answer.text}</p>
      {turn.answer.sources.length > 0 && (
        <p className="chat__sources">
          Fontes:{' '}
          {turn.answer.sources.map((s, i) => (
            <span key={`${s.path}|${s.title}`}>
              {i > 0 && ' · '}
              <Link to={s.path}>{s.title}</Link>
            </span>
          ))}
        </p>
      )}
      {turn.answer.unsure && turn.answer.sources.length > 0 && <p className="chat__unsure">O assistente não tem certeza desta resposta. Se precisar, passe a conversa para a nossa equipe.</p>}
    </div>
  );
}
function ChatLog({ conversation, live }: { conversation: Conversation | null; live: ChatState['live'] }) {
  return (
    <div className="chat__log" role="log" aria-live="polite" aria-label="Conversa com o Suporte IA">
      {!conversation && !live && <p className="muted">Pergunte sobre planos, teste grátis, pagamentos, sua conta ou a plataforma. O assistente responde na hora, a partir da central de ajuda, dos planos e das páginas legais.</p>}
      {conversation?.turns.map((t) => (
        <div key={t.messageId} className="chat__turn">
          <p className="chat__question">
            <strong>Você:</strong> {t.question}
          </p>
          <Answer turn={t} />
        </div>
      ))}
      {live && (
        <div className="chat__turn">
          <p className="chat__question">
            <strong>Você:</strong> {live.question}
          </p>
          <div className="chat__answer" aria-busy="true">
            <p>{live.text || 'Escrevendo...'}</p>
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
    if (text.length < 2) return setError('Escreva sua pergunta.');
    setError(null);
    setBusy(true);
    try {
      const { data } = await askAssistant({ conversationId: conversation?.conversationId, question: text });
      setQuestion('');
      if (!data.streaming) {
        const read = await readConversation(data.conversationId);
        setConversation(read.data);
        if (data.needsContact) setContactNeeded(true);
        if (data.handoff) setHandoffMessage(`Conversa enviada para a nossa equipe: chamado ${data.handoff.ticketNumber}. Responderemos por e-mail.`);
        return;
      }
      setLive({ question: text, text: '' });
      await followAnswer(data.conversationId, data.messageId, {
        text: (piece) => setLive((l) => (l ? { ...l, text: l.text + piece } : l)),
        done: (c) => {
          setConversation(c);
          if (c.handoff) setHandoffMessage(`Não tenho certeza desta resposta, então passei a conversa para a nossa equipe: chamado ${c.handoff.ticketNumber}. Responderemos por e-mail.`);
        },
        error: (message) => setError(message),
      });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível falar com o assistente. Tente novamente.');
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
      } else toast('error', 'Não foi possível enviar a conversa. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };
}

/** The "Chat com IA" channel of /support: streamed answers with their sources, and the hand-off to a ticket. */
export function AssistantChat() {
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
    <section className="chat" aria-label="Chat com o Suporte IA">
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
          Nova conversa
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
  return (
    <form className="form chat__contact" onSubmit={talkToHuman} noValidate aria-label="Falar com um humano">
      <p>Informe seu nome e e-mail: a equipe recebe a conversa inteira e responde por e-mail.</p>
      <div className="form__row">
        <div className="field" data-invalid={contactErrors.name ? 'true' : undefined}>
          <label htmlFor="chat-name">Nome</label>
          <input id="chat-name" name="name" autoComplete="name" value={contact.name} onChange={(e) => setContact({ ...contact, name: e.target.value })} aria-invalid={contactErrors.name ? true : undefined} />
          {contactErrors.name && <p className="field__error">{contactErrors.name}</p>}
        </div>
        <div className="field" data-invalid={contactErrors.email ? 'true' : undefined}>
          <label htmlFor="chat-email">E-mail</label>
          <input id="chat-email" name="email" type="email" autoComplete="email" value={contact.email} onChange={(e) => setContact({ ...contact, email: e.target.value })} aria-invalid={contactErrors.email ? true : undefined} />
          {contactErrors.email && <p className="field__error">{contactErrors.email}</p>}
        </div>
      </div>
      <button type="submit" className="button" disabled={busy}>
        Enviar para a equipe
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
  return (
    <form className="form chat__ask" onSubmit={ask} noValidate aria-label="Perguntar ao Suporte IA">
      <div className="field">
        <label htmlFor="chat-question">Sua pergunta</label>
        <textarea id="chat-question" ref={input} name="question" rows={2} maxLength={1000} value={question} onChange={(e) => setQuestion(e.target.value)} disabled={busy} />
      </div>
      <div className="chat__actions">
        <button type="submit" className="button" disabled={busy || waiting}>
          {busy ? 'Aguarde...' : 'Perguntar'}
        </button>
        {offerHuman && (
          <button type="button" className="button button--ghost" onClick={() => void talkToHuman()} disabled={busy}>
            Falar com um humano
          </button>
        )}
      </div>
    </form>
  );
}
