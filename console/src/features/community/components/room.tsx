// /community/:slug: a room's threads (latest activity first), the search over its titles and bodies,
// pagination, and "Novo tópico".
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCrumbTitles } from '../../../app/layout/crumb-titles';
import { useI18n } from '../../../i18n';
import { authorName, refreshCommunity, startThread, useRoomThreads, useStanding } from '../api/community';
import { SUBJECT_LABEL, threadPath } from '../paths';
import { Composer } from './composer';
import { CommunityQuery, Pagination, REMOVED_BODY, StandingNotice, VipDisclaimer, standingMessage, when } from './shared';

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;

function NewThread({ slug, onDone }: { slug: string; onDone(): void }) {
  const { t } = useI18n();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const standing = useStanding();
  const blocked = standingMessage(standing.data, t);
  const client = useQueryClient();
  const navigate = useNavigate();
  const send = async (text: string) => {
    const trimmed = title.trim();
    if (trimmed.length < TITLE_MIN || trimmed.length > TITLE_MAX) throw new Error(t('community.newThread.titleLength', { min: TITLE_MIN, max: TITLE_MAX }));
    const posted = await startThread(slug, trimmed, text);
    await refreshCommunity(client);
    setTitle('');
    setBody('');
    onDone();
    if (posted.threadId) await navigate(threadPath(posted.threadId));
  };
  return (
    <section className="card cm-new-thread" aria-labelledby="new-thread">
      <h2 id="new-thread">{t('community.newThread.heading')}</h2>
      <Composer
        label={t('community.newThread.message')}
        submitLabel={t('community.newThread.submit')}
        value={body}
        onChange={setBody}
        disabled={blocked !== null}
        disabledReason={blocked}
        onSubmit={send}
        before={
          <>
            <label htmlFor="thread-title">{t('community.newThread.title')}</label>
            <input id="thread-title" value={title} maxLength={TITLE_MAX} disabled={blocked !== null} onChange={(e) => setTitle(e.target.value)} />
          </>
        }
      />
    </section>
  );
}

function Search({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const { t } = useI18n();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="cm-search" role="search" onSubmit={submit}>
      <label htmlFor="cm-q" className="visually-hidden">
        {t('community.search.label')}
      </label>
      <input id="cm-q" type="search" placeholder={t('community.search.placeholder')} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button button--ghost">
        {t('community.search.submit')}
      </button>
    </form>
  );
}

export function RoomPage({ slug }: { slug: string }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const query = useRoomThreads(slug, page, q);
  const standing = useStanding();
  const [writing, setWriting] = useState(false);
  useCrumbTitles({ [`/community/${slug}`]: query.data?.room.title });
  const go = (next: { page?: number; q?: string }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  return (
    <CommunityQuery query={query} what="room" heading={t('community.heading')}>
      {(data) => (
        <div className="cm-room-page">
          <header className="page-header">
            <h1>{data.room.title}</h1>
            {data.room.description && <p className="page-header__lead">{data.room.description}</p>}
          </header>
          {data.room.access === 'vip' && <VipDisclaimer />}
          <StandingNotice standing={standing.data} />
          <div className="cm-toolbar">
            <Search key={q} q={q} onSearch={(nq) => go({ q: nq })} />
            <button type="button" className="button" aria-expanded={writing} onClick={() => setWriting(!writing)}>
              {t('community.newThread.heading')}
            </button>
          </div>
          {writing && <NewThread slug={slug} onDone={() => setWriting(false)} />}
          {data.threads.length === 0 ? (
            <p className="cm-state">{q ? t('community.room.noResults', { q }) : t('community.room.empty')}</p>
          ) : (
            <ul className="cm-threads" aria-label={t('community.room.threads')}>
              {data.threads.map((thread) => (
                <li key={thread.id} className="cm-thread-row">
                  <Link to={threadPath(thread.id)} className="cm-thread-row__title">
                    {thread.title ?? t(REMOVED_BODY)}
                  </Link>
                  {thread.held && <span className="cm-badge cm-badge--held">{t('community.held')}</span>}
                  {thread.hasBestAnswer && <span className="cm-badge cm-badge--best">{t('community.room.solved')}</span>}
                  {thread.subject && <span className="cm-badge">{t(SUBJECT_LABEL[thread.subject.kind])}</span>}
                  <p className="muted">
                    {t('community.room.row', { author: authorName(thread.author), replies: thread.replyCount, reactions: thread.reactionCount, when: when(thread.lastPostAt) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => go({ page: p })} />
        </div>
      )}
    </CommunityQuery>
  );
}
