import { Link } from 'react-router-dom';
import { GUARANTEE_DAYS, TRIAL_DAYS } from '@piboost/events/business';
import { Accordion } from '../../../../components/ui/accordion';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { Reveal } from '../../../../components/ui/reveal';
import { featurePath, type FeatureId } from '../../../../config/features';
import { paths } from '../../../../config/paths';
import { usePublicStats } from '../../api/get-public-stats';
import { PlansGrid } from '../plans-grid';
import { LiveStat, StatsNote } from '../stat';
import { CoverageStat, TrackRecordFigure } from '../../../market';
import { useI18n, type MessageKey } from '../../../../i18n';
import { useResponsePromises } from '../response-promises';

interface Props {
  cta: { to: string; label: string };
  signedIn: boolean;
}

const LANDING_FAQ = [
  { question: 'site.landing.faq.orders.q', answer: 'site.landing.faq.orders.a' },
  { question: 'site.landing.faq.trial.q', answer: 'site.landing.faq.trial.a' },
  { question: 'site.landing.faq.cancel.q', answer: 'site.landing.faq.cancel.a' },
  { question: 'site.landing.faq.payment.q', answer: 'site.landing.faq.payment.a' },
  { question: 'site.landing.faq.accuracy.q', answer: 'site.landing.faq.accuracy.a' },
  { question: 'site.landing.faq.support.q', answer: 'site.landing.faq.support.a' },
] as const satisfies readonly { question: MessageKey; answer: MessageKey }[];

/** The landing's questions in the person's language; the figures come from the business rules. */
function useLandingFaq() {
  const { t } = useI18n();
  const promises = useResponsePromises();
  const values = { days: TRIAL_DAYS, promise: promises.emailAndTickets };
  const refundValues = { days: GUARANTEE_DAYS };
  return LANDING_FAQ.map((item) => ({
    question: t(item.question, values),
    answer: t(item.answer, item.answer === 'site.landing.faq.cancel.a' ? refundValues : values),
  }));
}

function GamificationTeaser() {
  const { t } = useI18n();
  return (
    <Reveal className="section" labelledBy="gamification-title">
      <h2 id="gamification-title">{t('site.landing.gamification.title')}</h2>
      <p className="section__lead">{t('site.landing.gamification.lead')}</p>
      <div className="stats">
        <LiveStat pick="members" label={t('site.landing.gamification.members')} />
        <LiveStat pick="activeLast30Days" label={t('site.landing.gamification.active')} />
      </div>
      <StatsNote />
    </Reveal>
  );
}

function DashboardPreview() {
  const stats = usePublicStats();
  const { t, number } = useI18n();
  return (
    <Reveal className="section" labelledBy="dashboard-title">
      <h2 id="dashboard-title">{t('site.landing.dashboard.title')}</h2>
      <p className="section__lead">{t('site.landing.dashboard.lead')}</p>
      <div className="preview" role="group" aria-label={t('site.landing.dashboard.preview')}>
        <div className="preview__card">
          <p className="preview__label">{t('site.landing.dashboard.premium')}</p>
          <p className="preview__value">{stats.data ? number(stats.data.premiumMembers) : '…'}</p>
        </div>
        <div className="preview__card">
          <p className="preview__label">{t('site.landing.dashboard.alerts')}</p>
          <p className="preview__value preview__value--muted">{t('site.landing.dashboard.alertsText')}</p>
        </div>
        <div className="preview__card">
          <p className="preview__label">{t('site.landing.dashboard.market')}</p>
          <p className="preview__value preview__value--muted">{t('site.landing.dashboard.marketText')}</p>
        </div>
      </div>
      <div className="stats" aria-label={t('site.landing.dashboard.coverage')}>
        <CoverageStat />
        <TrackRecordFigure />
      </div>
      <p className="stats-note">{t('site.landing.dashboard.note')}</p>
    </Reveal>
  );
}

const PRODUCTS: { title: MessageKey; text: MessageKey; soon?: FeatureId; link?: ProductLinkProps }[] = [
  { title: 'site.landing.products.analysis.title', text: 'site.landing.products.analysis.text', soon: 'marketAnalysis' },
  { title: 'site.landing.products.reports.title', text: 'site.landing.products.reports.text', soon: 'reports' },
  {
    title: 'site.landing.products.community.title',
    text: 'site.landing.products.community.text',
    link: { id: 'community', text: 'site.landing.products.community.link' },
  },
  { title: 'site.landing.products.dashboard.title', text: 'site.landing.products.dashboard.text' },
  {
    title: 'site.landing.products.tools.title',
    text: 'site.landing.products.tools.text',
    link: { id: 'tools', text: 'site.landing.products.tools.link' },
  },
  {
    title: 'site.landing.products.education.title',
    text: 'site.landing.products.education.text',
    link: { id: 'education', text: 'site.landing.products.education.link' },
  },
];

interface ProductLinkProps {
  id: 'tools' | 'education' | 'community';
  text: MessageKey;
}

/** A product's own page, once it exists (config/features.ts). */
function ProductLink({ id, text }: ProductLinkProps) {
  const { t } = useI18n();
  const to = featurePath(id);
  return to ? <Link to={to}>{t(text)}</Link> : null;
}

const AI_FEATURES: { title: MessageKey; text: MessageKey; soon?: FeatureId }[] = [
  { title: 'site.landing.ai.analysis.title', text: 'site.landing.ai.analysis.text', soon: 'marketAnalysis' },
  { title: 'site.landing.ai.alerts.title', text: 'site.landing.ai.alerts.text', soon: 'marketAnalysis' },
  { title: 'site.landing.ai.track.title', text: 'site.landing.ai.track.text', soon: 'trackRecord' },
  { title: 'site.landing.ai.assistant.title', text: 'site.landing.ai.assistant.text', soon: 'supportAi' },
];

function CallToAction({ id, title, text, cta }: { id: string; title: string; text: string; cta: Props['cta'] }) {
  return (
    <Reveal className="section cta" labelledBy={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <Link to={cta.to} className="button button--large">
        {cta.label}
      </Link>
    </Reveal>
  );
}

export default function LandingSections({ cta, signedIn }: Props) {
  const { t, rich } = useI18n();
  const faq = useLandingFaq();
  return (
    <>
      <GamificationTeaser />
      <DashboardPreview />
      <Reveal id="product-showcase" className="section" labelledBy="products-title">
        <h2 id="products-title">{t('site.landing.products.title')}</h2>
        <div className="cards">
          {PRODUCTS.map((p) => (
            <article key={p.title} className="card">
              <h3>
                {t(p.title)}
                {p.soon && <ComingSoon feature={p.soon} />}
              </h3>
              {/* Names of Portuguese-only content (the tracks) are quoted as written, marked as Portuguese. */}
              <p>{rich(p.text, { pt: (chunks) => <span lang="pt-BR">{chunks}</span> })}</p>
              {p.link && <ProductLink {...p.link} />}
            </article>
          ))}
        </div>
      </Reveal>
      <CallToAction id="cta-start" title={t('site.landing.cta1.title')} text={t('site.landing.cta1.text', { days: TRIAL_DAYS })} cta={cta} />
      <Reveal id="ai-features" className="section" labelledBy="ai-title">
        <h2 id="ai-title">{t('site.landing.ai.title')}</h2>
        <div className="cards">
          {AI_FEATURES.map((f) => (
            <article key={f.title} className="card">
              <h3>
                {t(f.title)}
                {f.soon && <ComingSoon feature={f.soon} />}
              </h3>
              <p>{t(f.text)}</p>
            </article>
          ))}
        </div>
      </Reveal>
      <CallToAction
        id="cta-xp"
        title={t('site.landing.cta2.title')}
        text={signedIn ? t('site.landing.cta2.signedIn') : t('site.landing.cta2.visitor')}
        cta={cta}
      />
      <Reveal className="section" labelledBy="testimonials-title">
        <h2 id="testimonials-title">{t('site.landing.testimonials.title')}</h2>
        <p className="section__lead">{t('site.landing.testimonials.lead')}</p>
        <p>{rich('site.landing.testimonials.ask', { link: (chunks) => <Link to={paths.contact.path}>{chunks}</Link> })}</p>
      </Reveal>
      <Reveal id="pricing" className="section" labelledBy="pricing-title">
        <h2 id="pricing-title">{t('site.landing.pricing.title')}</h2>
        <PlansGrid />
      </Reveal>
      <Reveal id="faq" className="section" labelledBy="faq-title">
        <h2 id="faq-title">{t('site.landing.faq.title')}</h2>
        <Accordion items={faq} />
      </Reveal>
    </>
  );
}
