import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { DiscussionPage } from '../../../features/community/pages';

export default function CommunityDiscussionRoute() {
  const { kind = '', id = '' } = useParams();
  usePageMeta('Comunidade', 'A discussão da comunidade sobre uma análise, um artigo ou um relatório.');
  return (
    <div className="page">
      <DiscussionPage key={`${kind}/${id}`} kind={kind} id={id} />
    </div>
  );
}
