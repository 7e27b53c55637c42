// /community/discussao/:kind/:id: the thread about an analysis, an article or a report. When it
// exists the page sends the person there; otherwise it shows the empty thread and the first post's
// composer (the server starts the thread, titled "Discussão: {título}").
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { postOnSubject, refreshCommunity, useStanding, useSubject, type SubjectKind } from '../api/community';
import { SUBJECT_KINDS, subjectPath, threadPath } from '../paths';
import { Composer } from './composer';
import { CommunityQuery, StandingNotice, SubjectLine, standingMessage } from './shared';

function FirstPost({ kind, id, title }: { kind: SubjectKind; id: string; title: string }) {
  const { t } = useI18n();
  const [body, setBody] = useState('');
  const standing = useStanding();
  const blocked = standingMessage(standing.data, t);
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
          <Link to={paths.community.path}>{t('community.heading')}</Link>
        </p>
        <h1>{t('community.discussion.title', { title })}</h1>
        <SubjectLine kind={kind} title={title} to={subjectPath({ kind, id })} />
      </header>
      <p className="cm-state">{t('community.discussion.empty')}</p>
      <section className="card" aria-labelledby="reply">
        <h2 id="reply">{t('community.discussion.firstPost')}</h2>
        <StandingNotice standing={standing.data} />
        <Composer label={t('community.discussion.message')} submitLabel={t('community.discussion.submit')} value={body} onChange={setBody} disabled={blocked !== null} onSubmit={send} />
      </section>
    </div>
  );
}

function Resolved({ kind, id, data }: { kind: SubjectKind; id: string; data: { threadId: string | null; title: string; canRead: boolean } }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    if (data.threadId && data.canRead) void navigate(threadPath(data.threadId), { replace: true });
  }, [data.threadId, data.canRead, navigate]);
  if (!data.canRead) {
    return (
      <div className="card cm-refusal" role="alert">
        <p>{t('community.discussion.reportOnly')}</p>
        <Link className="button" to={paths.plans.path}>
          {t('community.plans')}
        </Link>
      </div>
    );
  }
  if (data.threadId) return <p className="cm-state">{t('community.discussion.opening')}</p>;
  return <FirstPost kind={kind} id={id} title={data.title} />;
}

export function DiscussionPage({ kind, id }: { kind: string; id: string }) {
  const { t } = useI18n();
  const valid = (SUBJECT_KINDS as readonly string[]).includes(kind);
  const query = useSubject(kind, id);
  if (!valid) {
    return (
      <div className="card cm-refusal" role="alert">
        <p>{t('community.discussion.invalid')}</p>
        <Link to={paths.community.path}>{t('community.back')}</Link>
      </div>
    );
  }
  return (
    <CommunityQuery query={query} what="discussion" heading={t('community.discussion.heading')}>
      {(data) => <Resolved kind={kind as SubjectKind} id={id} data={data} />}
    </CommunityQuery>
  );
}
