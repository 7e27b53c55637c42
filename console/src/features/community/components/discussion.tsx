// /community/discussao/:kind/:id: the thread about an analysis, an article or a report. When it
// exists the page sends the person there; otherwise it shows the empty thread and the first post's
// composer (the server starts the thread, titled "Discussão: {título}").
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { postOnSubject, refreshCommunity, useStanding, useSubject, type SubjectKind } from '../api/community';
import { SUBJECT_KINDS, SUBJECT_LABEL, subjectPath, threadPath } from '../paths';
import { Composer } from './composer';
import { CommunityQuery, StandingNotice, standingMessage } from './shared';

function FirstPost({ kind, id, title }: { kind: SubjectKind; id: string; title: string }) {
  const [body, setBody] = useState('');
  const standing = useStanding();
  const blocked = standingMessage(standing.data);
  const client = useQueryClient();
  const navigate = useNavigate();
  const send = async (text: string) => {
    const posted = await postOnSubject(kind, id, text);
    setBody('');
    await refreshCommunity(client);
    if (posted.threadId) await navigate(threadPath(posted.threadId), { replace: true });
  };
  return (
    <div className="cm-thread">
      <header className="page-header">
        <p className="muted">
          <Link to={paths.community.path}>Comunidade</Link>
        </p>
        <h1>Discussão: {title}</h1>
        <p className="cm-subject">
          {SUBJECT_LABEL[kind]}: <Link to={subjectPath({ kind, id })}>{title}</Link>
        </p>
      </header>
      <p className="cm-state">Ninguém comentou ainda. Comece a conversa.</p>
      <section className="card" aria-labelledby="reply">
        <h2 id="reply">Primeira publicação</h2>
        <StandingNotice standing={standing.data} />
        <Composer label="Sua mensagem" submitLabel="Publicar" value={body} onChange={setBody} disabled={blocked !== null} onSubmit={send} />
      </section>
    </div>
  );
}

function Resolved({ kind, id, data }: { kind: SubjectKind; id: string; data: { threadId: string | null; title: string; canRead: boolean } }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (data.threadId && data.canRead) void navigate(threadPath(data.threadId), { replace: true });
  }, [data.threadId, data.canRead, navigate]);
  if (!data.canRead) {
    return (
      <div className="card cm-refusal" role="alert">
        <p>A discussão de um Relatório Premium é para quem tem os relatórios no plano.</p>
        <Link className="button" to={paths.plans.path}>
          Conhecer os planos
        </Link>
      </div>
    );
  }
  if (data.threadId) return <p className="cm-state">Abrindo a discussão...</p>;
  return <FirstPost kind={kind} id={id} title={data.title} />;
}

export function DiscussionPage({ kind, id }: { kind: string; id: string }) {
  const valid = (SUBJECT_KINDS as readonly string[]).includes(kind);
  const query = useSubject(kind, id);
  if (!valid) {
    return (
      <div className="card cm-refusal" role="alert">
        <p>Este endereço de discussão não existe.</p>
        <Link to={paths.community.path}>Voltar para a Comunidade</Link>
      </div>
    );
  }
  return (
    <CommunityQuery query={query} what="a discussão" heading="Discussão">
      {(data) => <Resolved kind={kind as SubjectKind} id={id} data={data} />}
    </CommunityQuery>
  );
}
