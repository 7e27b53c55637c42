import { isAvailable, type FeatureId } from '../../config/features';
import { useI18n } from '../../i18n';

/** "em breve" beside copy that mentions a feature of the feature list whose page is not there yet. */
export function ComingSoon({ feature }: { feature: FeatureId }) {
  const { t } = useI18n();
  if (isAvailable(feature)) return null;
  return <span className="badge-soon">{t('ui.comingSoon')}</span>;
}
