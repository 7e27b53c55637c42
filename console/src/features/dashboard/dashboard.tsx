import { Link } from 'react-router-dom';
import { PLANS } from '@piboost/events/business';
import { useAuth } from '../auth';
import { EmptyState, LevelProgress, QueryState, formatDate, formatInt, useChallenges, useGamificationProfile } from '../gamification';

/**
 * The signed-in home (product-spec §2 /dashboard; DECISIONS 13: values are real). It shows what the
 * platform already knows about the person - XP, level, streak, plan, today's challenges. The AI
 * alerts, macro notes and market figures join it with the content module.
 */
export function Dashboard() {
  const { state } = useAuth();
  const profile = useGamificationProfile();
  const challenges = useChallenges();
  if (state.status !== 'signed-in') return null;
  const { user } = state;
  const plan = user.role === 'admin' ? 'Administrativo' : (PLANS.find((p) => p.id === user.selectedPlan)?.name ?? '—');

  return (
    <section className="page gam" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <div className="card">
        <h2>Painel Inteligente</h2>
        <p>Olá, {user.name.split(' ')[0]}! Aqui está o seu progresso no π Boost hoje.</p>
        <p>
          <Link className="button" to="/gamification">
            Central de Gamificação
          </Link>{' '}
          <Link className="button button--ghost" to="/support">
            Suporte IA
          </Link>
        </p>
      </div>

      <QueryState query={profile} what="seu progresso">
        {({ gamification: g }) => (
          <>
            <ul className="stats" aria-label="Seus números">
              <li className="stat">
                <p className="stat__value">{formatInt(g.totalXP)}</p>
                <p className="stat__label">XP total</p>
              </li>
              <li className="stat">
                <p className="stat__value">{g.currentLevel}</p>
                <p className="stat__label">Nível</p>
              </li>
              <li className="stat">
                <p className="stat__value">{g.dailyStreak}</p>
                <p className="stat__label">{g.dailyStreak === 1 ? 'Dia seguido' : 'Dias seguidos'}</p>
              </li>
              <li className="stat">
                <p className="stat__value">{plan}</p>
                <p className="stat__label">{user.premium ? `Premium até ${user.premiumUntil ? formatDate(user.premiumUntil) : 'Indefinido'}` : 'Plano'}</p>
              </li>
            </ul>
            <LevelProgress level={g.currentLevel} progress={g.levelProgress} />
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
