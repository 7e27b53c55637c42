import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import ArticleIcon from '@mui/icons-material/Article';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions } from 'react-admin';
import deadLetters from '../dead-letters';
import events from '../events';
import projections from '../projections';

/** Resources this menu lists itself, under "Operações", instead of the general resource list. */
export const OPERATIONS_RESOURCES = ['events', 'projections', 'dead-letters'];

/** Operations and analytics: admins only (support staff get a 403 from every one of these routes). */
export function OperationsMenu() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  if (permissions !== 'admin') return null;
  return (
    <>
      <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
        Operações
      </ListSubheader>
      <Menu.Item to="/events" primaryText="Eventos" leftIcon={<events.icon />} />
      <Menu.Item to="/projections" primaryText="Projeções" leftIcon={<projections.icon />} />
      <Menu.Item to="/dead-letters" primaryText="Mensagens mortas" leftIcon={<deadLetters.icon />} />
      <Menu.Item to="/analytics" primaryText="Análises" leftIcon={<InsightsIcon />} />
      <Menu.Item to="/market" primaryText="Mercado e IA" leftIcon={<ShowChartIcon />} />
      <Menu.Item to="/content" primaryText="Blog e artigos" leftIcon={<ArticleIcon />} />
    </>
  );
}

/** Support staff may download the inbox and newsletter exports; admins every export. */
export function ExportsMenuItem() {
  return <Menu.Item to="/exports" primaryText="Exportações" leftIcon={<DownloadIcon />} />;
}
