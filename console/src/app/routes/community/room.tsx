import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { RoomPage } from '../../../features/community/pages';

export default function CommunityRoomRoute() {
  const { slug = '' } = useParams();
  usePageMeta('Comunidade', 'Os tópicos de uma sala da comunidade do π Boost.');
  return (
    <div className="page">
      <RoomPage key={slug} slug={slug} />
    </div>
  );
}
