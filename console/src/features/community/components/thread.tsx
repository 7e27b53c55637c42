// /community/t/:threadId: the posts of a thread, each with its reactions, "Citar", "Denunciar" and -
// for the thread's author or staff - "Marcar como melhor resposta"; hidden and held posts as the
// contract says; the reply composer (disabled, with the reason, for a muted or banned person).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useCrumbTitles } from '../../../app/layout/crumb-titles';
import { toast } from '../../../components/ui/toast';
import {
  clearBest,
  markBest,
  react,
  refreshCommunity,
  reply,
  reportPost,
  unreact,
  useStanding,
  useThread,
  type Post,
  type ReactionKind,
  type ReportReason,
  type ThreadPage,
} from '../api/community';
import { SUBJECT_LABEL, roomPath, subjectPath, threadPath } from '../paths';
import { Composer } from './composer';
import { PostBody, plainText } from './post-body';
import { AuthorName, CommunityQuery, Pagination, REMOVED_BODY, StandingNotice, VipDisclaimer, standingMessage, when } from './shared';

export const REACTIONS: { kind: ReactionKind; label: string }[] = [
  { kind: 'like', label: 'Curtir' },
  { kind: 'insight', label: 'Esclarecedor' },
  { kind: 'thanks', label: 'Obrigado' },
];

const REPORT_REASONS: { reason: ReportReason; label: string }[] = [
  { reason: 'spam', label: 'Spam ou propaganda' },
  { reason: 'abuse', label: 'Ofensa, assédio ou desrespeito' },
  { reason: 'advice', label: 'Recomendação de investimento' },
  { reason: 'other', label: 'Outro motivo' },
];

function ReportDialog({ post, onClose }: { post: Post; onClose(): void }) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await reportPost(post.id, reason, note);
      toast('success', 'Denúncia enviada. A moderação vai analisar.');
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Não foi possível enviar a denúncia.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="modal-backdrop">
      <form className="modal cm-report" role="dialog" aria-modal="true" aria-labelledby="report-title" onSubmit={(e) => void submit(e)}>
        <h2 id="report-title">Denunciar publicação</h2>
        <fieldset>
          <legend>Motivo</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.reason} className="cm-radio">
              <input type="radio" name="reason" value={r.reason} checked={reason === r.reason} onChange={() => setReason(r.reason)} /> {r.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="report-note">Detalhes (opcional)</label>
        <textarea id="report-note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        {error && (
          <p className="cm-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button" disabled={busy}>
            Enviar denúncia
          </button>
        </div>
      </form>
    </div>
  );
}

function PostCard({
  post,
  first,
  canMarkBest,
  threadId,
  blocked,
  onQuote,
  onReport,
}: {
  post: Post;
  first: boolean;
  canMarkBest: boolean;
  threadId: string;
  blocked: boolean;
  onQuote(post: Post): void;
  onReport(post: Post): void;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
      await refreshCommunity(client);
    } catch (err) {
      toast('error', err instanceof Error ? err.message : 'Não foi possível concluir.');
    } finally {
      setBusy(false);
    }
  };
  const hiddenForMe = post.hidden && post.body === null;
  const erased = !post.hidden && post.body === null;
  return (
    <article className={`card cm-post${post.best ? ' cm-post--best' : ''}${post.hidden ? ' cm-post--hidden' : ''}`} id={`post-${post.id}`} aria-label={`Publicação de ${post.author.removed ? 'Pessoa removida' : post.author.name}`}>
      <header className="cm-post__header">
        <AuthorName author={post.author} />
        <span className="muted">{when(post.createdAt)}</span>
        {post.best && <span className="cm-badge cm-badge--best">Melhor resposta</span>}
        {post.held && <span className="cm-badge cm-badge--held">Aguardando moderação</span>}
      </header>
      {post.hidden && post.mine && (
        <p className="cm-moderated" role="note">
          Ocultada pela moderação: {post.hidden.reason ?? 'sem motivo informado'}
        </p>
      )}
      {post.quote && (
        <blockquote className="cm-quote">
          <p className="muted">{post.quote.author ? `${post.quote.author.removed ? 'Pessoa removida' : post.quote.author.name} escreveu:` : 'Citação:'}</p>
          {post.quote.excerpt === null ? <p>{REMOVED_BODY}</p> : <PostBody text={post.quote.excerpt} />}
        </blockquote>
      )}
      {hiddenForMe ? <p className="muted cm-moderated">Publicação ocultada pela moderação</p> : erased ? <p className="muted">{REMOVED_BODY}</p> : <PostBody text={post.body ?? ''} />}
      {!hiddenForMe && !erased && !post.held && (
        <footer className="cm-post__actions">
          <div className="cm-reactions" role="group" aria-label="Reações">
            {REACTIONS.map((r) => {
              const mine = post.myReactions.includes(r.kind);
              return (
                <button
                  key={r.kind}
                  type="button"
                  className={`cm-reaction${mine ? ' cm-reaction--mine' : ''}`}
                  aria-pressed={mine}
                  aria-label={`${r.label} (${post.reactions[r.kind]})`}
                  title={post.mine ? 'Não é possível reagir à própria publicação' : r.label}
                  disabled={busy || post.mine || blocked}
                  onClick={() => void act(() => (mine ? unreact(post.id, r.kind) : react(post.id, r.kind)))}
                >
                  {r.label} <span className="cm-reaction__count">{post.reactions[r.kind]}</span>
                </button>
              );
            })}
          </div>
          <button type="button" className="link-button" disabled={blocked} onClick={() => onQuote(post)}>
            Citar
          </button>
          {canMarkBest && !first && !post.mine && (
            <button type="button" className="link-button" disabled={busy} onClick={() => void act(() => (post.best ? clearBest(threadId) : markBest(threadId, post.id)))}>
              {post.best ? 'Desmarcar melhor resposta' : 'Marcar como melhor resposta'}
            </button>
          )}
          {!post.mine && (
            <button type="button" className="link-button" disabled={blocked} onClick={() => onReport(post)}>
              Denunciar
            </button>
          )}
        </footer>
      )}
    </article>
  );
}

/** Who reads: the thread's author and staff may mark the best answer. */
export interface Viewer {
  id: string | null;
  staff: boolean;
}

function ThreadView({ data, threadId, viewer }: { data: ThreadPage; threadId: string; viewer: Viewer }) {
  const [, setParams] = useSearchParams();
  const standing = useStanding();
  const blockedBy = standingMessage(standing.data);
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [quote, setQuote] = useState<Post | null>(null);
  const [reporting, setReporting] = useState<Post | null>(null);
  const { thread } = data;
  const canMarkBest = thread.mine === true || thread.canModerate === true || viewer.staff || (viewer.id !== null && thread.author.id === viewer.id);
  useCrumbTitles({ [roomPath(thread.room.slug)]: thread.room.title, [threadPath(threadId)]: thread.title ?? undefined });

  const send = async (text: string) => {
    const posted = await reply(threadId, text, quote?.id ?? null);
    setBody('');
    setQuote(null);
    if (posted.held) toast('info', posted.message ?? 'Sua resposta foi recebida e aguarda moderação.');
    await refreshCommunity(client);
    const last = Math.max(1, Math.ceil((data.total + 1) / data.pageSize));
    if (last !== data.page) setParams(last > 1 ? { page: String(last) } : {});
  };

  return (
    <div className="cm-thread">
      <header className="page-header">
        <p className="muted">
          <Link to={roomPath(thread.room.slug)}>{thread.room.title}</Link>
        </p>
        <h1>{thread.title ?? REMOVED_BODY}</h1>
        <p className="page-header__lead">
          Iniciado por <AuthorName author={thread.author} /> em {when(thread.createdAt)}
        </p>
        {thread.subject && (
          <p className="cm-subject">
            {SUBJECT_LABEL[thread.subject.kind]}: <Link to={subjectPath(thread.subject)}>{thread.subject.title}</Link>
          </p>
        )}
      </header>
      {thread.room.access === 'vip' && <VipDisclaimer />}
      <div className="cm-posts">
        {data.posts.map((post, i) => (
          <PostCard
            key={post.id}
            post={post}
            first={data.page === 1 && i === 0}
            canMarkBest={canMarkBest}
            threadId={threadId}
            blocked={blockedBy !== null}
            onQuote={(p) => {
              setQuote(p);
              document.getElementById('reply')?.scrollIntoView({ behavior: 'smooth' });
            }}
            onReport={setReporting}
          />
        ))}
      </div>
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
      <section className="card" aria-labelledby="reply">
        <h2 id="reply">Responder</h2>
        <StandingNotice standing={standing.data} />
        <Composer
          label="Sua resposta"
          submitLabel="Publicar resposta"
          value={body}
          onChange={setBody}
          disabled={blockedBy !== null}
          onSubmit={send}
          before={
            quote && (
              <div className="cm-quoting">
                <p>
                  Citando {quote.author.removed ? 'Pessoa removida' : quote.author.name}: <q>{plainText(quote.body ?? '').slice(0, 200)}</q>
                </p>
                <button type="button" className="link-button" onClick={() => setQuote(null)}>
                  Remover citação
                </button>
              </div>
            )
          }
        />
      </section>
      {reporting && <ReportDialog post={reporting} onClose={() => setReporting(null)} />}
    </div>
  );
}

export function ThreadPageView({ threadId, viewer }: { threadId: string; viewer: Viewer }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useThread(threadId, page);
  return (
    <CommunityQuery query={query} what="o tópico" heading="Comunidade">
      {(data) => <ThreadView data={data} threadId={threadId} viewer={viewer} />}
    </CommunityQuery>
  );
}
