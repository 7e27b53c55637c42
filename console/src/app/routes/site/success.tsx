import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';

export default function SuccessRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.success.metaTitle'), t('site.success.metaDescription'));
  return (
    <div className="page message">
      <h1>{t('site.success.title')}</h1>
      <p>{t('site.success.text')}</p>
      <Link to={paths.home.path} className="button">
        {t('site.backHome')}
      </Link>
    </div>
  );
}
