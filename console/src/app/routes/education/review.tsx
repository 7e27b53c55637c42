import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { ReviewSession } from '../../../features/education';

export default function EducationReviewRoute() {
  usePageMeta('Revisão de hoje', 'Os cartões de revisão do dia: termos do glossário e questões que você errou, em revisão espaçada.');
  return (
    <div className="page lesson">
      <PageHeader title="Revisão de hoje" lead="Leia a frente do cartão, tente lembrar, veja a resposta e diga como foi: quanto mais fácil, mais tempo até o cartão voltar." />
      <ReviewSession />
    </div>
  );
}
