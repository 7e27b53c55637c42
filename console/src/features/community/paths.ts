// Where the community's pages live, and where a discussed subject lives (the link back from its thread).
import { paths } from '../../config/paths';
import type { MessageKey } from '../../i18n';
import type { Subject, SubjectKind } from './api/community';

export const roomPath = (slug: string) => paths.communityRoom.path.replace(':slug', encodeURIComponent(slug));
export const threadPath = (threadId: string, page = 1) => paths.communityThread.path.replace(':threadId', encodeURIComponent(threadId)) + (page > 1 ? `?page=${page}` : '');
export const discussionPath = (kind: SubjectKind, id: string) =>
  paths.communityDiscussion.path.replace(':kind', kind).replace(':id', encodeURIComponent(id));

export const SUBJECT_KINDS: readonly SubjectKind[] = ['analysis', 'article', 'report'];
export const SUBJECT_LABEL = { analysis: 'community.subject.analysis', article: 'community.subject.article', report: 'community.subject.report' } as const satisfies Record<SubjectKind, MessageKey>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page of the subject a thread is about: the analysis on the dashboard, the article, the reports.
 * An article's page is addressed by its slug; a subject that names the article by its id (the server
 * keeps the id) leads to the blog, where the article is listed.
 */
export function subjectPath(subject: Pick<Subject, 'kind' | 'id'>): string {
  if (subject.kind === 'article') return UUID.test(subject.id) ? paths.blog.path : paths.blogArticle.path.replace(':slug', encodeURIComponent(subject.id));
  if (subject.kind === 'report') return paths.reports.path;
  return paths.dashboard.path;
}
