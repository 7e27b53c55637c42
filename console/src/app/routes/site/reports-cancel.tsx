import { useSearchParams } from 'react-router-dom';
import { CancelLinkPage } from '../../../components/layout/cancel-link-page';
import { usePageMeta } from '../../../components/seo/page-meta';
import { cancelWeeklyReport, checkCancelLink } from '../../../features/reports/api';

/** The cancellation link of the weekly report's e-mail: it turns the preference off without signing in. */
export default function ReportsCancelRoute() {
  usePageMeta('Cancelar relatório semanal', 'Cancelamento do relatório semanal do π Boost por e-mail.');
  const [params] = useSearchParams();
  const link = { u: params.get('u') ?? '', t: params.get('t') ?? '' };
  return (
    <CancelLinkPage
      title="Relatório semanal"
      question="Deseja parar de receber o relatório semanal do π Boost por e-mail?"
      action="Cancelar relatório semanal"
      check={() => checkCancelLink(link).then(() => null)}
      cancel={() => cancelWeeklyReport(link)}
    />
  );
}
