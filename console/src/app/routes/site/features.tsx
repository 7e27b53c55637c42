import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { FeatureId } from '../../../config/features';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { PlansGrid } from '../../../features/site/components/plans-grid';
import { LiveStat, Stat, StatsNote } from '../../../features/site/components/stat';
import { CoverageStat, TrackRecordFigure } from '../../../features/market/components/track-record-figure';
import { useI18n, type MessageKey } from '../../../i18n';

interface FeatureCard {
  title: MessageKey;
  text: MessageKey;
  soon?: FeatureId;
}

const MAIN: FeatureCard[] = [
  { title: 'site.features.ai.title', text: 'site.features.ai.text', soon: 'marketAnalysis' },
  { title: 'site.features.realtime.title', text: 'site.features.realtime.text', soon: 'marketAnalysis' },
  { title: 'site.features.security.title', text: 'site.features.security.text' },
  { title: 'site.features.community.title', text: 'site.features.community.text', soon: 'community' },
];

const MORE: FeatureCard[] = [
  { title: 'site.features.reports.title', text: 'site.features.reports.text', soon: 'reports' },
  { title: 'site.features.gamification.title', text: 'site.features.gamification.text' },
  { title: 'site.features.challenges.title', text: 'site.features.challenges.text' },
  { title: 'site.features.alerts.title', text: 'site.features.alerts.text', soon: 'marketAnalysis' },
  { title: 'site.features.payments.title', text: 'site.features.payments.text', soon: 'checkout' },
  { title: 'site.features.support.title', text: 'site.features.support.text', soon: 'supportAi' },
];

export default function FeaturesRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.features.metaTitle'), t('site.features.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.features.title')} lead={t('site.features.lead')} />
      <section className="stats" aria-label={t('site.stats.label')}>
        <LiveStat pick="members" label={t('site.stats.members')} />
        <Stat value="24/7" label={t('site.features.statAi')} />
        <Stat value={t('site.features.trialValue', { days: TRIAL_DAYS })} label={t('site.features.trialLabel')} />
        <CoverageStat />
        <TrackRecordFigure />
      </section>
      <StatsNote />
      <section className="section" aria-labelledby="main-features">
        <h2 id="main-features">{t('site.features.mainTitle')}</h2>
        <FeatureCards features={MAIN} wide />
      </section>
      <section className="section" aria-labelledby="more-features">
        <h2 id="more-features">{t('site.features.moreTitle')}</h2>
        <FeatureCards features={MORE} />
      </section>
      <section className="section" aria-labelledby="features-plans">
        <h2 id="features-plans">{t('site.features.plansTitle')}</h2>
        <PlansGrid />
      </section>
      <section className="section cta">
        <Link to={paths.register.path} className="button button--large">
          {t('site.features.cta', { days: TRIAL_DAYS })}
        </Link>
      </section>
    </div>
  );
}

function FeatureCards({ features, wide = false }: { features: readonly FeatureCard[]; wide?: boolean }) {
  const { t } = useI18n();
  return (
    <div className={wide ? 'cards cards--two' : 'cards'}>
      {features.map((f) => (
        <article key={f.title} className="card">
          <h3>
            {t(f.title)}
            {f.soon && <ComingSoon feature={f.soon} />}
          </h3>
          <p>{t(f.text)}</p>
        </article>
      ))}
    </div>
  );
}
