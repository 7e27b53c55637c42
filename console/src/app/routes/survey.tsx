import { TRIAL_DAYS } from '@piboost/events/business';
import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { SurveyForm } from '../../features/billing/components/survey-form';

export default function SurveyRoute() {
  usePageMeta('Pesquisa de perfil', `Responda à pesquisa de perfil de investidor e ative ${TRIAL_DAYS} dias de Premium grátis.`);
  return (
    <div className="page">
      <PageHeader title="Pesquisa de perfil de investidor" lead={`Conte como você investe e ganhe ${TRIAL_DAYS} dias de Premium grátis.`} />
      <SurveyForm />
    </div>
  );
}
