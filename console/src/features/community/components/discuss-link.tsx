// "Discutir na comunidade": from an analysis, an article or a report to its thread.
import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { SubjectKind } from '../api/community';
import { discussionPath } from '../paths';

export function DiscussLink({ kind, id, className = 'button button--ghost' }: { kind: SubjectKind; id: string; className?: string }) {
  const { t } = useI18n();
  return (
    <Link className={className} to={discussionPath(kind, id)}>
      {t('community.discuss')}
    </Link>
  );
}
