import { usePageMeta } from '../../components/seo/page-meta';
import { GamificationCenter } from '../../features/gamification/components/gamification-center';
import { useI18n } from '../../i18n';

export default function GamificationRoute() {
  const { t } = useI18n();
  usePageMeta(t('gamification.page.title'), t('gamification.page.description'));
  return <GamificationCenter />;
}
