import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { EducationTracks } from '../../../features/education';

export default function EducationRoute() {
  usePageMeta('Educação', 'Trilhas de lições curtas com quiz e revisão espaçada: comece com segurança em cripto, sem recomendação de investimento.');
  return (
    <div className="page">
      <PageHeader title="Educação" lead="Lições curtas, cada uma com um quiz. O que você errar e os termos do glossário voltam na revisão, no momento certo para não esquecer. Conteúdo educativo, não é recomendação de investimento." />
      <EducationTracks />
    </div>
  );
}
