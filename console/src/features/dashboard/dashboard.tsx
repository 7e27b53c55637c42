import { Link } from 'react-router-dom';
import { featurePath } from '../../config/features';
import { labelOf, PLAN_LABELS, premiumAccessLabel } from '@piboost/events/labels';
import { useAuth } from '../auth';
import { ReviewSummary } from '../education';
import { EmptyState, LeagueCard, QueryState, formatInt, useChallenges, useGamificationProfile } from '../gamification';
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
const heroLinks = [
  { to: featurePath('profile'), label: 'Meu perfil' },
  { to: featurePath('settings'), label: 'Preferências' },
].filter((l): l is { to: string; label: string } => l.to !== null);

/**
 * The signed-in home (product-spec §2 /dashboard; DECISIONS 13: values are real): the person's
 * portfolio and XP, the stored market figures, the latest AI analysis with its alerts and macro
 * notes, price alerts, and today's challenges.
 */
export function Dashboard() {
  const { state } = useAuth();
  const profile = useGamificationProfile();
  const dashboard = useDashboard();
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  // The plan in force (billing's fold), never the plan chosen at sign-up, which says nothing about paying.
  const plan = labelOf(PLAN_LABELS, user.plan);
  const access = premiumAccessLabel(user.premiumAccess && user.premiumUntil ? { kind: user.premiumAccess, until: new Date(user.premiumUntil) } : null);

  return (
    <section className="page gam market" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <Hero firstName={user.name.split(' ')[0]} />

      {/* The panel is taller than the screen: held open while it loads, today's challenges below
          it stay below the fold instead of jumping down when it arrives. */}
      <QueryState query={dashboard} what="o seu painel" reserve="100vh">
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
  return (
    <div className="card">
      <h2>Painel Inteligente</h2>
      <p>Olá, {firstName}! Seu mercado, sua carteira e a análise da IA, com números do sistema.</p>
      <p>
        {heroLinks.map((l, i) => (
          <Link key={l.to} className={`button${i ? ' button--ghost' : ''}`} to={l.to}>
            {l.label}
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
  return (
    <>
      <ul className="stats" aria-label="Seus números">
        <li className="stat">
          <p className="stat__value">{formatBrl(d.portfolio.valueBrl)}</p>
          <p className="stat__label">Valor da carteira{d.portfolio.pnlPct !== null ? ` (${formatPct(d.portfolio.pnlPct)})` : ''}</p>
        </li>
        <BtcStat quote={d.quotes.find((q) => q.coinId === 'bitcoin')} />
        <li className="stat">
          <p className="stat__value">{profile ? `${formatInt(profile.gamification.totalXP)} XP` : '…'}</p>
          <p className="stat__label">{profile ? `Nível ${profile.gamification.currentLevel}` : 'Nível'}</p>
        </li>
        <li className="stat">
          <p className="stat__value">{plan}</p>
          <p className="stat__label">Plano atual · {access}</p>
        </li>
      </ul>
      <p className="muted market__freshness">
        {d.freshness.lastSuccessAt
          ? `Cotações de ${formatDateTime(d.freshness.lastSuccessAt)}${d.freshness.ageMinutes !== null && d.freshness.ageMinutes >= 5 ? ` (há ${d.freshness.ageMinutes} min: o provedor não respondeu desde então)` : ''}.`
          : 'Aguardando a primeira atualização das cotações.'}
      </p>
    </>
  );
}

function PortfolioChart({ portfolio, btcChart }: { portfolio: DashboardData['portfolio']; btcChart: DashboardData['btcChart'] }) {
  return (
    <div className="card">
      <h2>{portfolio.holdings.length ? 'Sua carteira nos últimos 30 dias' : 'Bitcoin nos últimos 30 dias'}</h2>
      {portfolio.holdings.length ? (
        <LineChart points={portfolio.chart.map((p) => ({ t: p.t, v: p.valueBrl }))} label="Valor da carteira em 30 dias" format={formatBrl} />
      ) : (
        <LineChart points={btcChart.map((p) => ({ t: p.t, v: p.priceBrl }))} label="Preço do Bitcoin em 30 dias" format={formatBrl} />
      )}
    </div>
  );
}

function TodayChallenges() {
  const challenges = useChallenges();
  return (
    <div className="card">
      <h2>Desafios de hoje</h2>
      <QueryState query={challenges} what="os desafios de hoje">
        {({ challenges: list }) =>
          list.length === 0 ? (
            <EmptyState>Nenhum desafio para hoje.</EmptyState>
          ) : (
            <ul className="dashboard-challenges">
              {list.map((c) => (
                <li key={c.id}>
                  <strong>{c.title}</strong> — {c.isCompleted ? 'concluído ✓' : `${formatInt(c.current)} de ${formatInt(c.target)}`}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <p>
        <Link to="/gamification?aba=desafios">Ver desafios e recompensas</Link>
      </p>
    </div>
  );
}

function BtcStat({ quote }: { quote: Quote | undefined }) {
  return (
    <li className="stat">
      <p className="stat__value">{quote ? formatPct(quote.change24hPct) : '—'}</p>
      <p className="stat__label">Bitcoin em 24 h{quote ? ` · ${formatBrl(quote.priceBrl)}` : ''}</p>
    </li>
  );
}

function AiAlerts({ data }: { data: DashboardData }) {
  const text = data.analysis.analysis ?? data.analysis.fallback;
  return (
    <div className="market__columns">
      <div className="card">
        <h2>Alertas da IA</h2>
        {text && text.alerts.length ? (
          <ul className="ai-alerts">
            {text.alerts.map((a) => (
              <li key={`${a.asset}-${a.title}`} data-level={a.level}>
                <span className="ai-alerts__level">{LEVEL_LABEL[a.level]}</span> <strong>{a.title}</strong>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>Nenhum alerta na análise mais recente.</EmptyState>
        )}
      </div>
      <div className="card">
        <h2>Análise macro</h2>
        <ol className="macro-notes">{text?.macroNotes.map((n, i) => <li key={i}>{n}</li>)}</ol>
      </div>
    </div>
  );
}
