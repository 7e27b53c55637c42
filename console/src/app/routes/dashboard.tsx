import { usePageMeta } from '../../components/seo/page-meta';
import { Dashboard } from '../../features/dashboard/dashboard';

export default function DashboardRoute() {
  usePageMeta('Dashboard', 'Seu XP, nível, sequência, plano e os desafios de hoje.');
  return <Dashboard />;
}
