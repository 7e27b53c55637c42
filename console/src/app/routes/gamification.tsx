import { usePageMeta } from '../../components/seo/page-meta';
import { GamificationCenter } from '../../features/gamification/components/gamification-center';

export default function GamificationRoute() {
  usePageMeta('Central de Gamificação', 'Seu nível, XP, sequência, conquistas, desafios do dia, ranking, recompensas e analytics.');
  return <GamificationCenter />;
}
