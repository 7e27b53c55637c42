import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useI18n } from '../../../i18n';
import { DiscussionPage } from '../../../features/community/pages';

export default function CommunityDiscussionRoute() {
  const { kind = '', id = '' } = useParams();
  const { t } = useI18n();
  usePageMeta(t('community.meta.title'), t('community.meta.discussion'));
  return (
    <div className="page">
      <DiscussionPage key={`${kind}/${id}`} kind={kind} id={id} />
    </div>
  );
}
