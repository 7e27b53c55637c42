import { useSearchParams } from 'react-router-dom';
import { CancelLinkPage } from '../../../components/layout/cancel-link-page';
import { usePageMeta } from '../../../components/seo/page-meta';
import { cancelWeeklyReport, checkCancelLink } from '../../../features/reports/api';
import { useI18n } from '../../../i18n';

/** The cancellation link of the weekly report's e-mail: it turns the preference off without signing in. */
export default function ReportsCancelRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.reportsCancel.metaTitle'), t('site.reportsCancel.metaDescription'));
  const [params] = useSearchParams();
  const link = { u: params.get('u') ?? '', t: params.get('t') ?? '' };
  return (
    <CancelLinkPage
      title={t('site.reportsCancel.title')}
      question={t('site.reportsCancel.question')}
      action={t('site.reportsCancel.action')}
      check={() => checkCancelLink(link).then(() => null)}
      cancel={() => cancelWeeklyReport(link)}
    />
  );
}
