// /community/:slug: a room's threads (latest activity first), the search over its titles and bodies,
// pagination, and "Novo tópico".
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCrumbTitles } from '../../../app/layout/crumb-titles';
import { formatInt } from '../../gamification';
import { authorName, refreshCommunity, startThread, useRoomThreads, useStanding } from '../api/community';
import { SUBJECT_LABEL, threadPath } from '../paths';
import { Composer } from './composer';
import { CommunityQuery, Pagination, StandingNotice, VipDisclaimer, standingMessage, when } from './shared';

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;

function NewThread({ slug, onDone }: { slug: string; onDone(): void }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const standing = useStanding();
  const blocked = standingMessage(standing.data);
  const client = useQueryClient();
  const navigate = useNavigate();
  const send = async (text: string) => {
    const t = title.trim();
    if (t.length < TITLE_MIN || t.length > TITLE_MAX) throw new Error(`O título precisa ter de ${TITLE_MIN} a ${TITLE_MAX} caracteres.`);
    const posted = await startThread(slug, t, text);
    await refreshCommunity(client);
    setTitle('');
    setBody('');
    onDone();
    if (posted.threadId) await navigate(threadPath(posted.threadId));
  };
  return (
    <section className="card cm-new-thread" aria-labelledby="new-thread">
      <h2 id="new-thread">Novo tópico</h2>
      <Composer
        label="Mensagem"
        submitLabel="Publicar tópico"
        value={body}
        onChange={setBody}
        disabled={blocked !== null}
        disabledReason={blocked}
        onSubmit={send}
        before={
          <>
            <label htmlFor="thread-title">Título</label>
            <input id="thread-title" value={title} maxLength={TITLE_MAX} disabled={blocked !== null} onChange={(e) => setTitle(e.target.value)} />
          </>
        }
      />
    </section>
  );
}

function Search({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="cm-search" role="search" onSubmit={submit}>
      <label htmlFor="cm-q" className="visually-hidden">
        Buscar na sala
      </label>
      <input id="cm-q" type="search" placeholder="Buscar nos tópicos desta sala" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button button--ghost">
        Buscar
      </button>
    </form>
  );
}

export function RoomPage({ slug }: { slug: string }) {
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
    <CommunityQuery query={query} what="a sala" heading="Comunidade">
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
              Novo tópico
            </button>
          </div>
          {writing && <NewThread slug={slug} onDone={() => setWriting(false)} />}
          {data.threads.length === 0 ? (
            <p className="cm-state">{q ? `Nenhum tópico encontrado para "${q}".` : 'Ainda não há tópicos nesta sala. Que tal começar um?'}</p>
          ) : (
            <ul className="cm-threads" aria-label="Tópicos">
              {data.threads.map((t) => (
                <li key={t.id} className="cm-thread-row">
                  <Link to={threadPath(t.id)} className="cm-thread-row__title">
                    {t.title ?? 'Conteúdo removido a pedido da pessoa.'}
                  </Link>
                  {t.held && <span className="cm-badge cm-badge--held">Aguardando moderação</span>}
                  {t.hasBestAnswer && <span className="cm-badge cm-badge--best">Resolvido</span>}
                  {t.subject && <span className="cm-badge">{SUBJECT_LABEL[t.subject.kind]}</span>}
                  <p className="muted">
                    por {authorName(t.author)} · {formatInt(t.replyCount)} {t.replyCount === 1 ? 'resposta' : 'respostas'} · {formatInt(t.reactionCount)}{' '}
                    {t.reactionCount === 1 ? 'reação' : 'reações'} · {when(t.lastPostAt)}
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
