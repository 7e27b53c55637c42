import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useAuth } from '../../../features/auth';
import { ThreadPageView } from '../../../features/community/pages';

export default function CommunityThreadRoute() {
  const { threadId = '' } = useParams();
  const { state } = useAuth();
  const user = state.status === 'signed-in' ? state.user : null;
  const viewer = { id: user?.id ?? null, staff: user?.role === 'admin' || user?.role === 'support' };
  usePageMeta('Comunidade', 'Um tópico da comunidade do π Boost.');
  return (
    <div className="page">
      <ThreadPageView key={threadId} threadId={threadId} viewer={viewer} />
    </div>
  );
}
