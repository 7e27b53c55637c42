import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useI18n } from '../../../i18n';
import { useAuth } from '../../../features/auth';
import { ThreadPageView } from '../../../features/community/pages';

export default function CommunityThreadRoute() {
  const { threadId = '' } = useParams();
  const { state } = useAuth();
  const user = state.status === 'signed-in' ? state.user : null;
  const viewer = { id: user?.id ?? null, staff: user?.role === 'admin' || user?.role === 'support' };
  const { t } = useI18n();
  usePageMeta(t('community.meta.title'), t('community.meta.thread'));
  return (
    <div className="page">
      <ThreadPageView key={threadId} threadId={threadId} viewer={viewer} />
    </div>
  );
}
