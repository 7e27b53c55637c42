// Pieces several community pages share: the author line with the staff badge, the VIP disclaimer,
// the person's standing (muted / banned), pagination and the refusal of a room the plan does not open.
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/time-zone';
import { useI18n, type MessageKey } from '../../../i18n';
import type { Author, Standing, SubjectKind } from '../api/community';
import { SUBJECT_LABEL } from '../paths';
import { VIP_DISCLAIMER } from './disclaimer';

/** The console's translator as components get it from useI18n(). */
export type Translate = ReturnType<typeof useI18n>['t'];

/** A thread's title or a post's body its author had erased. */
export const REMOVED_BODY = 'community.removed' as const satisfies MessageKey;

/** The name of an author, or "Pessoa removida" in the reader's language. */
export const authorLabel = (author: Pick<Author, 'name' | 'removed'>, t: Translate) => (author.removed ? t('community.author.removed') : author.name);

export function AuthorName({ author }: { author: Author }) {
  const { t } = useI18n();
  return (
    <span className="cm-author">
      <span className={author.removed ? 'cm-author__name muted' : 'cm-author__name'}>{authorLabel(author, t)}</span>
      {author.staff && <span className="cm-badge cm-badge--staff">{t('community.author.staff')}</span>}
    </span>
  );
}

/** "Análise da IA: <título>", the title linking to the subject's page. */
export function SubjectLine({ kind, title, to }: { kind: SubjectKind; title: string; to: string }) {
  const { t, rich } = useI18n();
  return <p className="cm-subject">{rich('community.subject.line', { label: t(SUBJECT_LABEL[kind]), title, link: (chunks) => <Link to={to}>{chunks}</Link> })}</p>;
}

export function VipDisclaimer() {
  const { t } = useI18n();
  return (
    <p className="cm-disclaimer" role="note">
      {t(VIP_DISCLAIMER)}
    </p>
  );
}

/** The sentence that says why the person cannot write; null when they can. The reasons are the moderators' words. */
export function standingMessage(standing: Standing | undefined, t: Translate): string | null {
  if (!standing) return null;
  if (standing.banned) return t('community.standing.banned', { reason: standing.banned.reason });
  if (standing.muted && Date.parse(standing.muted.until) > Date.now()) {
    return t('community.standing.muted', { until: when(standing.muted.until), reason: standing.muted.reason });
  }
  return null;
}

export function StandingNotice({ standing }: { standing: Standing | undefined }) {
  const { t } = useI18n();
  const message = standingMessage(standing, t);
  return message ? (
    <p className="cm-standing" role="status">
      {message}
    </p>
  ) : null;
}

export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="cm-pagination" aria-label={t('community.pagination.label')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('community.pagination.previous')}
      </button>
      <span>{t('community.pagination.page', { page, pages })}</span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('community.pagination.next')}
      </button>
    </nav>
  );
}

/** What a page loads, for its loading and failure sentences. */
export type Loadable = 'rooms' | 'room' | 'thread' | 'discussion' | 'notifications';

const LOADING = {
  rooms: 'community.query.loading.rooms',
  room: 'community.query.loading.room',
  thread: 'community.query.loading.thread',
  discussion: 'community.query.loading.discussion',
  notifications: 'community.query.loading.notifications',
} as const satisfies Record<Loadable, MessageKey>;

const FAILED = {
  rooms: 'community.query.failed.rooms',
  room: 'community.query.failed.room',
  thread: 'community.query.failed.thread',
  discussion: 'community.query.failed.discussion',
  notifications: 'community.query.failed.notifications',
} as const satisfies Record<Loadable, MessageKey>;

/** Loading, a refusal (the VIP room's 403 with the way to Elite), a missing page, or the data. */
/** `heading`: the page's h1 while there is no data (pages whose title comes from the answer). */
export function CommunityQuery<T>({ query, what, children, heading }: { query: UseQueryResult<T>; what: Loadable; children: (data: T) => React.ReactNode; heading?: string }) {
  const { t } = useI18n();
  if (query.isPending) {
    return (
      <p className="cm-state" role="status">
        {t(LOADING[what])}
      </p>
    );
  }
  if (query.isError && heading) {
    return (
      <>
        <header className="page-header">
          <h1>{heading}</h1>
        </header>
        <CommunityQuery query={query} what={what}>
          {children}
        </CommunityQuery>
      </>
    );
  }
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 403) {
      return (
        <div className="card cm-refusal" role="alert">
          <p>{e.message}</p>
          <Link className="button" to={paths.plans.path}>
            {t('community.plans')}
          </Link>
        </div>
      );
    }
    if (e instanceof ApiError && e.status === 404) {
      return (
        <div className="card cm-refusal" role="alert">
          <p>{e.message || t('community.notFound')}</p>
          <Link to={paths.community.path}>{t('community.back')}</Link>
        </div>
      );
    }
    return (
      <div className="cm-state" role="alert">
        <p>{t(FAILED[what], { message: e.message })}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('community.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** An instant in the person's time zone. */
export function when(iso: string): string {
  return formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
}
