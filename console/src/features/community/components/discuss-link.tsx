// "Discutir na comunidade": from an analysis, an article or a report to its thread.
import { Link } from 'react-router-dom';
import type { SubjectKind } from '../api/community';
import { discussionPath } from '../paths';

export function DiscussLink({ kind, id, className = 'button button--ghost' }: { kind: SubjectKind; id: string; className?: string }) {
  return (
    <Link className={className} to={discussionPath(kind, id)}>
      Discutir na comunidade
    </Link>
  );
}
