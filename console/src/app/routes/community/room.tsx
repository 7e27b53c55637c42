import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useI18n } from '../../../i18n';
import { RoomPage } from '../../../features/community/pages';

export default function CommunityRoomRoute() {
  const { slug = '' } = useParams();
  const { t } = useI18n();
  usePageMeta(t('community.meta.title'), t('community.meta.room'));
  return (
    <div className="page">
      <RoomPage key={slug} slug={slug} />
    </div>
  );
}
