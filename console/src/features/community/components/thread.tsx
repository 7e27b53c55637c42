// /community/t/:threadId: the posts of a thread, each with its reactions, "Citar", "Denunciar" and -
// for the thread's author or staff - "Marcar como melhor resposta"; hidden and held posts as the
// contract says; the reply composer (disabled, with the reason, for a muted or banned person).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useCrumbTitles } from '../../../app/layout/crumb-titles';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n, type MessageKey } from '../../../i18n';
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
import { roomPath, subjectPath, threadPath } from '../paths';
import { Composer } from './composer';
import { PostBody, plainText } from './post-body';
import { AuthorName, CommunityQuery, Pagination, REMOVED_BODY, StandingNotice, SubjectLine, VipDisclaimer, authorLabel, standingMessage, when } from './shared';

export const REACTIONS: { kind: ReactionKind; label: MessageKey }[] = [
  { kind: 'like', label: 'community.reaction.like' },
  { kind: 'insight', label: 'community.reaction.insight' },
  { kind: 'thanks', label: 'community.reaction.thanks' },
];

const REPORT_REASONS: { reason: ReportReason; label: MessageKey }[] = [
  { reason: 'spam', label: 'community.report.reason.spam' },
  { reason: 'abuse', label: 'community.report.reason.abuse' },
  { reason: 'advice', label: 'community.report.reason.advice' },
  { reason: 'other', label: 'community.report.reason.other' },
];

function ReportDialog({ post, onClose }: { post: Post; onClose(): void }) {
  const { t } = useI18n();
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
      toast('success', t('community.report.sent'));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('community.report.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="modal-backdrop">
      <form className="modal cm-report" role="dialog" aria-modal="true" aria-labelledby="report-title" onSubmit={(e) => void submit(e)}>
        <h2 id="report-title">{t('community.report.title')}</h2>
        <fieldset>
          <legend>{t('community.report.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.reason} className="cm-radio">
              <input type="radio" name="reason" value={r.reason} checked={reason === r.reason} onChange={() => setReason(r.reason)} /> {t(r.label)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="report-note">{t('community.report.details')}</label>
        <textarea id="report-note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        {error && (
          <p className="cm-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('community.report.cancel')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('community.report.submit')}
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
  const { t } = useI18n();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
      await refreshCommunity(client);
    } catch (err) {
      toast('error', err instanceof Error ? err.message : t('community.post.failed'));
    } finally {
      setBusy(false);
    }
  };
  const hiddenForMe = post.hidden && post.body === null;
  const erased = !post.hidden && post.body === null;
  return (
    <article className={`card cm-post${post.best ? ' cm-post--best' : ''}${post.hidden ? ' cm-post--hidden' : ''}`} id={`post-${post.id}`} aria-label={t('community.post.label', { author: authorLabel(post.author, t) })}>
      <header className="cm-post__header">
        <AuthorName author={post.author} />
        <span className="muted">{when(post.createdAt)}</span>
        {post.best && <span className="cm-badge cm-badge--best">{t('community.post.best')}</span>}
        {post.held && <span className="cm-badge cm-badge--held">{t('community.held')}</span>}
      </header>
      {post.hidden && post.mine && (
        <p className="cm-moderated" role="note">
          {t('community.post.hiddenReason', { reason: post.hidden.reason ?? t('community.post.noReason') })}
        </p>
      )}
      {post.quote && (
        <blockquote className="cm-quote">
          <p className="muted">{post.quote.author ? t('community.post.wrote', { author: authorLabel(post.quote.author, t) }) : t('community.post.quote')}</p>
          {post.quote.excerpt === null ? <p>{t(REMOVED_BODY)}</p> : <PostBody text={post.quote.excerpt} />}
        </blockquote>
      )}
      {hiddenForMe ? <p className="muted cm-moderated">{t('community.post.hidden')}</p> : erased ? <p className="muted">{t(REMOVED_BODY)}</p> : <PostBody text={post.body ?? ''} />}
      {!hiddenForMe && !erased && !post.held && (
        <footer className="cm-post__actions">
          <div className="cm-reactions" role="group" aria-label={t('community.post.reactions')}>
            {REACTIONS.map((r) => {
              const mine = post.myReactions.includes(r.kind);
              return (
                <button
                  key={r.kind}
                  type="button"
                  className={`cm-reaction${mine ? ' cm-reaction--mine' : ''}`}
                  aria-pressed={mine}
                  aria-label={t('community.post.reactionCount', { label: t(r.label), count: post.reactions[r.kind] })}
                  title={post.mine ? t('community.post.ownReaction') : t(r.label)}
                  disabled={busy || post.mine || blocked}
                  onClick={() => void act(() => (mine ? unreact(post.id, r.kind) : react(post.id, r.kind)))}
                >
                  {t(r.label)} <span className="cm-reaction__count">{post.reactions[r.kind]}</span>
                </button>
              );
            })}
          </div>
          <button type="button" className="link-button" disabled={blocked} onClick={() => onQuote(post)}>
            {t('community.post.quoteAction')}
          </button>
          {canMarkBest && !first && !post.mine && (
            <button type="button" className="link-button" disabled={busy} onClick={() => void act(() => (post.best ? clearBest(threadId) : markBest(threadId, post.id)))}>
              {post.best ? t('community.post.unmarkBest') : t('community.post.markBest')}
            </button>
          )}
          {!post.mine && (
            <button type="button" className="link-button" disabled={blocked} onClick={() => onReport(post)}>
              {t('community.post.report')}
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
  const { t, rich } = useI18n();
  const [, setParams] = useSearchParams();
  const standing = useStanding();
  const blockedBy = standingMessage(standing.data, t);
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
    if (posted.held) toast('info', posted.message ?? translate('community.reply.held'));
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
        <h1>{thread.title ?? t(REMOVED_BODY)}</h1>
        <p className="page-header__lead">{rich('community.thread.started', { author: <AuthorName author={thread.author} />, when: when(thread.createdAt) })}</p>
        {thread.subject && (
          <SubjectLine kind={thread.subject.kind} title={thread.subject.title} to={subjectPath(thread.subject)} />
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
        <h2 id="reply">{t('community.reply.heading')}</h2>
        <StandingNotice standing={standing.data} />
        <Composer
          label={t('community.reply.label')}
          submitLabel={t('community.reply.submit')}
          value={body}
          onChange={setBody}
          disabled={blockedBy !== null}
          onSubmit={send}
          before={
            quote && (
              <div className="cm-quoting">
                <p>{rich('community.reply.quoting', { author: authorLabel(quote.author, t), excerpt: plainText(quote.body ?? '').slice(0, 200), q: (chunks) => <q>{chunks}</q> })}</p>
                <button type="button" className="link-button" onClick={() => setQuote(null)}>
                  {t('community.reply.removeQuote')}
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
  const { t } = useI18n();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useThread(threadId, page);
  return (
    <CommunityQuery query={query} what="thread" heading={t('community.heading')}>
      {(data) => <ThreadView data={data} threadId={threadId} viewer={viewer} />}
    </CommunityQuery>
  );
}
