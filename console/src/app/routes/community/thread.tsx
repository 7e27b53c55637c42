import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { ThreadPageView } from '../../../features/community';

export default function CommunityThreadRoute() {
  const { threadId = '' } = useParams();
  usePageMeta('Comunidade', 'Um tópico da comunidade do π Boost.');
  return (
    <div className="page">
      <ThreadPageView key={threadId} threadId={threadId} />
    </div>
  );
}
