import { Link } from 'react-router-dom';
import { featurePath } from '../../config/features';
import { labelOf, PLAN_LABELS } from '@piboost/events/labels';
import { useI18n, type MessageKey } from '../../i18n';
import { useAuth } from '../auth';
import { ReviewSummary } from '../education';
import { EmptyState, LeagueCard, QueryState, challengeName, formatInt, useChallenges, useGamificationProfile } from '../gamification';
import {
  AdvancedAnalysisCard,
  AnalysisCard,
  LEVEL_LABEL,
  LineChart,
  SimulationNotice,
  formatBrl,
  formatDateTime,
  formatPct,
  useDashboard,
  type DashboardData,
  type Quote,
} from '../market';
import { PortfolioCard } from './portfolio-card';
import { PriceAlertsCard } from './price-alerts-card';

/** The hero's links (spec: profile and preferences), each shown once its page exists. */
const allHeroLinks: { to: string | null; label: MessageKey }[] = [
  { to: featurePath('profile'), label: 'dashboard.hero.profile' },
  { to: featurePath('settings'), label: 'dashboard.hero.settings' },
];
const heroLinks = allHeroLinks.filter((l): l is { to: string; label: MessageKey } => l.to !== null);

/**
 * The signed-in home (product-spec §2 /dashboard; DECISIONS 13: values are real): the person's
 * portfolio and XP, the stored market figures, the latest AI analysis with its alerts and macro
 * notes, price alerts, and today's challenges.
 */
export function Dashboard() {
  const { t, dateTime } = useI18n();
  const { state } = useAuth();
  const profile = useGamificationProfile();
  const dashboard = useDashboard();
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  // The plan in force (billing's fold), never the plan chosen at sign-up, which says nothing about paying.
  const plan = labelOf(PLAN_LABELS, user.plan);
  const until = user.premiumUntil ? dateTime(user.premiumUntil, { day: '2-digit', month: '2-digit', year: 'numeric' }) : null;
  const access = !user.premiumAccess || !until ? t('dashboard.access.none') : user.premiumAccess === 'trial' ? t('dashboard.access.trial', { until }) : t('dashboard.access.paid', { until });

  return (
    <section className="page gam market" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <Hero firstName={user.name.split(' ')[0]} />

      {/* The panel is taller than the screen: held open while it loads, today's challenges below
          it stay below the fold instead of jumping down when it arrives. */}
      <QueryState query={dashboard} what={t('dashboard.what.panel')} reserve="100vh">
        {(d) => (
          <>
            <SimulationNotice market={d.simulated.market} ai={d.simulated.ai} />
            <YourNumbers data={d} profile={profile.data} plan={plan} access={access} />
            <PortfolioChart portfolio={d.portfolio} btcChart={d.btcChart} />

            <AiAlerts data={d} />
            <AnalysisCard view={d.analysis} />
            <AdvancedAnalysisCard />
            <PortfolioCard data={d} />
            <PriceAlertsCard data={d} />
          </>
        )}
      </QueryState>

      <LeagueCard />
      <TodayChallenges />
      <ReviewSummary />
    </section>
  );
}

function Hero({ firstName }: { firstName: string | undefined }) {
  const { t } = useI18n();
  return (
    <div className="card">
      <h2>{t('dashboard.hero.title')}</h2>
      <p>{t('dashboard.hero.greeting', { name: firstName ?? '' })}</p>
      <p>
        {heroLinks.map((l, i) => (
          <Link key={l.to} className={`button${i ? ' button--ghost' : ''}`} to={l.to}>
            {t(l.label)}
          </Link>
        ))}
      </p>
    </div>
  );
}

interface YourNumbersProps {
  data: DashboardData;
  profile: ReturnType<typeof useGamificationProfile>['data'];
  plan: string;
  access: string;
}

/** The portfolio, Bitcoin, XP and plan figures, and how fresh the quotes are. */
function YourNumbers({ data: d, profile, plan, access }: YourNumbersProps) {
  const { t } = useI18n();
  const at = d.freshness.lastSuccessAt;
  const age = d.freshness.ageMinutes;
  return (
    <>
      <ul className="stats" aria-label={t('dashboard.numbers.label')}>
        <li className="stat">
          <p className="stat__value">{formatBrl(d.portfolio.valueBrl)}</p>
          <p className="stat__label">{d.portfolio.pnlPct !== null ? t('dashboard.numbers.portfolioPnl', { pnl: formatPct(d.portfolio.pnlPct) }) : t('dashboard.numbers.portfolio')}</p>
        </li>
        <BtcStat quote={d.quotes.find((q) => q.coinId === 'bitcoin')} />
        <li className="stat">
          <p className="stat__value">{profile ? t('dashboard.numbers.xp', { xp: formatInt(profile.gamification.totalXP) }) : '…'}</p>
          <p className="stat__label">{profile ? t('dashboard.numbers.levelN', { level: profile.gamification.currentLevel }) : t('dashboard.numbers.level')}</p>
        </li>
        <li className="stat">
          <p className="stat__value">{plan}</p>
          <p className="stat__label">{t('dashboard.numbers.plan', { access })}</p>
        </li>
      </ul>
      <p className="muted market__freshness">
        {at
          ? age !== null && age >= 5
            ? t('dashboard.freshness.stale', { at: formatDateTime(at), minutes: age })
            : t('dashboard.freshness.at', { at: formatDateTime(at) })
          : t('dashboard.freshness.waiting')}
      </p>
    </>
  );
}

function PortfolioChart({ portfolio, btcChart }: { portfolio: DashboardData['portfolio']; btcChart: DashboardData['btcChart'] }) {
  const { t } = useI18n();
  return (
    <div className="card">
      <h2>{portfolio.holdings.length ? t('dashboard.chart.portfolioTitle') : t('dashboard.chart.btcTitle')}</h2>
      {portfolio.holdings.length ? (
        <LineChart points={portfolio.chart.map((p) => ({ t: p.t, v: p.valueBrl }))} label={t('dashboard.chart.portfolioLabel')} format={formatBrl} />
      ) : (
        <LineChart points={btcChart.map((p) => ({ t: p.t, v: p.priceBrl }))} label={t('dashboard.chart.btcLabel')} format={formatBrl} />
      )}
    </div>
  );
}

function TodayChallenges() {
  const { t } = useI18n();
  const challenges = useChallenges();
  return (
    <div className="card">
      <h2>{t('dashboard.challenges.title')}</h2>
      <QueryState query={challenges} what={t('dashboard.what.challenges')}>
        {({ challenges: list }) =>
          list.length === 0 ? (
            <EmptyState>{t('dashboard.challenges.none')}</EmptyState>
          ) : (
            <ul className="dashboard-challenges">
              {list.map((c) => (
                <li key={c.id}>
                  <strong>{challengeName(t, c).title}</strong> — {c.isCompleted ? t('dashboard.challenges.done') : t('dashboard.challenges.progress', { current: formatInt(c.current), target: formatInt(c.target) })}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <p>
        <Link to="/gamification?aba=desafios">{t('dashboard.challenges.link')}</Link>
      </p>
    </div>
  );
}

function BtcStat({ quote }: { quote: Quote | undefined }) {
  const { t } = useI18n();
  return (
    <li className="stat">
      <p className="stat__value">{quote ? formatPct(quote.change24hPct) : '—'}</p>
      <p className="stat__label">{quote ? t('dashboard.numbers.btcPrice', { price: formatBrl(quote.priceBrl) }) : t('dashboard.numbers.btc')}</p>
    </li>
  );
}

function AiAlerts({ data }: { data: DashboardData }) {
  const { t, locale } = useI18n();
  const text = data.analysis.analysis ?? data.analysis.fallback;
  const note = locale !== 'pt-BR' && text ? <p className="muted">{t('dashboard.aiNote')}</p> : null;
  return (
    <div className="market__columns">
      <div className="card">
        <h2>{t('dashboard.ai.alerts')}</h2>
        {text && text.alerts.length ? (
          <>
            {note}
          <ul className="ai-alerts">
            {text.alerts.map((a) => (
              <li key={`${a.asset}-${a.title}`} data-level={a.level}>
                <span className="ai-alerts__level">{t(LEVEL_LABEL[a.level])}</span> <strong lang="pt-BR">{a.title}</strong>
                <p lang="pt-BR">{a.text}</p>
              </li>
            ))}
          </ul>
          </>
        ) : (
          <EmptyState>{t('dashboard.ai.none')}</EmptyState>
        )}
      </div>
      <div className="card">
        <h2>{t('dashboard.ai.macro')}</h2>
        {text?.macroNotes.length ? note : null}
        <ol className="macro-notes" lang="pt-BR">
          {text?.macroNotes.map((n, i) => <li key={i}>{n}</li>)}
        </ol>
      </div>
    </div>
  );
}
