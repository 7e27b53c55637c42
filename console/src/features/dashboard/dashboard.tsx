import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PLANS } from '@piboost/events/business';
import { featurePath } from '../../config/features';
import { premiumAccessLabel } from '@piboost/events/labels';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../auth';
import { EmptyState, QueryState, formatInt, useChallenges, useGamificationProfile } from '../gamification';
import {
  AnalysisCard,
  LEVEL_LABEL,
  LineChart,
  SimulationNotice,
  formatBrl,
  formatDateTime,
  formatPct,
  useCreateAlert,
  useDashboard,
  useRemoveAlert,
  useRemoveHolding,
  useSaveHolding,
  type DashboardData,
  type Quote,
} from '../market';

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
  const challenges = useChallenges();
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  const plan = user.role === 'admin' ? 'Administrativo' : (PLANS.find((p) => p.id === user.selectedPlan)?.name ?? '—');
  // The chosen plan says nothing about paying: Premium access is shown apart, from the periods.
  const access = premiumAccessLabel(user.premiumAccess && user.premiumUntil ? { kind: user.premiumAccess, until: new Date(user.premiumUntil) } : null);

  return (
    <section className="page gam market" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <div className="card">
        <h2>Painel Inteligente</h2>
        <p>Olá, {user.name.split(' ')[0]}! Seu mercado, sua carteira e a análise da IA, com números do sistema.</p>
        <p>
          {heroLinks.map((l, i) => (
            <Link key={l.to} className={`button${i ? ' button--ghost' : ''}`} to={l.to}>
              {l.label}
            </Link>
          ))}
        </p>
      </div>

      {/* The panel is taller than the screen: held open while it loads, today's challenges below
          it stay below the fold instead of jumping down when it arrives. */}
      <QueryState query={dashboard} what="o seu painel" reserve="100vh">
        {(d) => (
          <>
            <SimulationNotice market={d.simulated.market} ai={d.simulated.ai} />
            <ul className="stats" aria-label="Seus números">
              <li className="stat">
                <p className="stat__value">{formatBrl(d.portfolio.valueBrl)}</p>
                <p className="stat__label">Valor da carteira{d.portfolio.pnlPct !== null ? ` (${formatPct(d.portfolio.pnlPct)})` : ''}</p>
              </li>
              <BtcStat quote={d.quotes.find((q) => q.coinId === 'bitcoin')} />
              <li className="stat">
                <p className="stat__value">{profile.data ? `${formatInt(profile.data.gamification.totalXP)} XP` : '…'}</p>
                <p className="stat__label">{profile.data ? `Nível ${profile.data.gamification.currentLevel}` : 'Nível'}</p>
              </li>
              <li className="stat">
                <p className="stat__value">{plan}</p>
                <p className="stat__label">Plano escolhido · {access}</p>
              </li>
            </ul>
            <p className="muted market__freshness">
              {d.freshness.lastSuccessAt
                ? `Cotações de ${formatDateTime(d.freshness.lastSuccessAt)}${d.freshness.ageMinutes !== null && d.freshness.ageMinutes >= 5 ? ` (há ${d.freshness.ageMinutes} min: o provedor não respondeu desde então)` : ''}.`
                : 'Aguardando a primeira atualização das cotações.'}
            </p>

            <div className="card">
              <h2>{d.portfolio.holdings.length ? 'Sua carteira nos últimos 30 dias' : 'Bitcoin nos últimos 30 dias'}</h2>
              {d.portfolio.holdings.length ? (
                <LineChart points={d.portfolio.chart.map((p) => ({ t: p.t, v: p.valueBrl }))} label="Valor da carteira em 30 dias" format={formatBrl} />
              ) : (
                <LineChart points={d.btcChart.map((p) => ({ t: p.t, v: p.priceBrl }))} label="Preço do Bitcoin em 30 dias" format={formatBrl} />
              )}
            </div>

            <AiAlerts data={d} />
            <AnalysisCard view={d.analysis} />
            <PortfolioCard data={d} />
            <PriceAlertsCard data={d} />
          </>
        )}
      </QueryState>

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
    </section>
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}

function PortfolioCard({ data }: { data: DashboardData }) {
  const save = useSaveHolding();
  const remove = useRemoveHolding();
  const [form, setForm] = useState({ coinId: data.quotes[0]?.coinId ?? 'bitcoin', quantity: '', averageCostBrl: '' });
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form, {
      onSuccess: (r) => {
        toast('success', r.message);
        setForm({ ...form, quantity: '', averageCostBrl: '' });
      },
      onError: (err) => toast('error', err.message),
    });
  };
  const p = data.portfolio;
  return (
    <div className="card">
      <h2>Carteira</h2>
      {p.holdings.length === 0 ? (
        <EmptyState>Adicione suas posições para acompanhar valor e resultado.</EmptyState>
      ) : (
        <table className="market-table">
          <caption className="visually-hidden">Suas posições</caption>
          <thead>
            <tr>
              <th scope="col">Ativo</th>
              <th scope="col">Quantidade</th>
              <th scope="col">Custo médio</th>
              <th scope="col">Cotação</th>
              <th scope="col">Valor</th>
              <th scope="col">Resultado</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {p.holdings.map((h) => (
              <tr key={h.coinId}>
                <th scope="row">{h.symbol}</th>
                <td>{h.quantity.toLocaleString('pt-BR', { maximumFractionDigits: 8 })}</td>
                <td>{formatBrl(h.averageCostBrl)}</td>
                <td>{h.priceBrl === null ? '—' : formatBrl(h.priceBrl)}</td>
                <td>{h.valueBrl === null ? '—' : formatBrl(h.valueBrl)}</td>
                <td data-sign={h.pnlBrl === null ? undefined : Math.sign(h.pnlBrl)}>{h.pnlBrl === null ? '—' : formatBrl(h.pnlBrl)}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => remove.mutate(h.coinId, { onSuccess: (r) => toast('success', r.message) })}>
                    Remover {h.symbol}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td colSpan={3} />
              <td>{formatBrl(p.valueBrl)}</td>
              <td data-sign={Math.sign(p.pnlBrl)}>{formatBrl(p.pnlBrl)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      <form className="market-form" onSubmit={submit} noValidate aria-label="Adicionar posição">
        <label>
          Ativo
          <select value={form.coinId} onChange={(e) => setForm({ ...form, coinId: e.target.value })}>
            {data.quotes.map((q) => (
              <option key={q.coinId} value={q.coinId}>
                {q.name} ({q.symbol})
              </option>
            ))}
          </select>
        </label>
        <label>
          Quantidade
          <input inputMode="decimal" value={form.quantity} aria-describedby="holding-quantity-error" aria-invalid={Boolean(errors.quantity)} onChange={(e) => setForm({ ...form, quantity: e.target.value })} />
          <FieldError id="holding-quantity-error" message={errors.quantity} />
        </label>
        <label>
          Custo médio (R$)
          <input inputMode="decimal" value={form.averageCostBrl} aria-describedby="holding-cost-error" aria-invalid={Boolean(errors.averageCostBrl)} onChange={(e) => setForm({ ...form, averageCostBrl: e.target.value })} />
          <FieldError id="holding-cost-error" message={errors.averageCostBrl} />
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          Salvar posição
        </button>
      </form>
    </div>
  );
}

function PriceAlertsCard({ data }: { data: DashboardData }) {
  const create = useCreateAlert();
  const remove = useRemoveAlert();
  const [form, setForm] = useState<{ coinId: string; condition: 'above' | 'below'; priceBrl: string }>({ coinId: data.quotes[0]?.coinId ?? 'bitcoin', condition: 'above', priceBrl: '' });
  const errors = create.error instanceof ApiError ? create.error.errors : {};
  const symbol = (coinId: string) => data.quotes.find((q) => q.coinId === coinId)?.symbol ?? coinId;
  const active = data.priceAlerts.filter((a) => !a.triggeredAt).length;
  // The console's notification: an alert that fires while the panel is open (it refreshes every 30 s) raises a toast.
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const fired = data.priceAlerts.filter((a) => a.triggeredAt);
    if (seen.current) {
      for (const a of fired.filter((f) => !seen.current!.has(f.id))) {
        toast('info', `Alerta de preço: ${symbol(a.coinId)} ${a.condition === 'above' ? 'subiu acima de' : 'caiu abaixo de'} ${formatBrl(a.priceBrl)}.`, 15_000);
      }
    }
    seen.current = new Set(fired.map((a) => a.id));
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form, {
      onSuccess: (r) => {
        toast('success', r.message);
        setForm({ ...form, priceBrl: '' });
      },
      onError: (err) => toast('error', err.message),
    });
  };
  return (
    <div className="card">
      <h2>Alertas de preço</h2>
      <p className="muted">
        Avaliados a cada atualização das cotações; avisamos por e-mail e aqui no painel. {active} de {data.depth.maxPriceAlerts} alertas ativos no seu plano.
      </p>
      {data.priceAlerts.length > 0 && (
        <ul className="price-alerts">
          {data.priceAlerts.map((a) => (
            <li key={a.id} data-triggered={Boolean(a.triggeredAt)}>
              {symbol(a.coinId)} {a.condition === 'above' ? 'acima de' : 'abaixo de'} {formatBrl(a.priceBrl)} —{' '}
              {a.triggeredAt ? <strong>disparado em {formatDateTime(a.triggeredAt)} a {formatBrl(a.triggeredPriceBrl!)}</strong> : 'aguardando'}{' '}
              <button type="button" className="link-button" onClick={() => remove.mutate(a.id, { onSuccess: (r) => toast('success', r.message) })}>
                Remover alerta
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="market-form" onSubmit={submit} noValidate aria-label="Criar alerta de preço">
        <label>
          Ativo do alerta
          <select value={form.coinId} onChange={(e) => setForm({ ...form, coinId: e.target.value })}>
            {data.quotes.map((q) => (
              <option key={q.coinId} value={q.coinId}>
                {q.name} ({q.symbol}) · {formatBrl(q.priceBrl)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Condição
          <select value={form.condition} onChange={(e) => setForm({ ...form, condition: e.target.value as 'above' | 'below' })}>
            <option value="above">acima de</option>
            <option value="below">abaixo de</option>
          </select>
        </label>
        <label>
          Preço (R$)
          <input inputMode="decimal" value={form.priceBrl} aria-describedby="alert-price-error" aria-invalid={Boolean(errors.priceBrl)} onChange={(e) => setForm({ ...form, priceBrl: e.target.value })} />
          <FieldError id="alert-price-error" message={errors.priceBrl} />
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          Criar alerta
        </button>
      </form>
    </div>
  );
}
