import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import ArticleIcon from '@mui/icons-material/Article';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import deadLetters from '../dead-letters';
import events from '../events';
import projections from '../projections';

/** Resources this menu lists itself, under "Operações", instead of the general resource list. */
export const OPERATIONS_RESOURCES = ['events', 'projections', 'dead-letters'];

/** Operations and analytics: admins only (support staff get a 403 from every one of these routes). */
export function OperationsMenu() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const translate = useTranslate();
  if (permissions !== 'admin') return null;
  return (
    <>
      <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
        {translate('layout.menu.operations')}
      </ListSubheader>
      <Menu.Item to="/events" primaryText="layout.menu.events" leftIcon={<events.icon />} />
      <Menu.Item to="/projections" primaryText="layout.menu.projections" leftIcon={<projections.icon />} />
      <Menu.Item to="/dead-letters" primaryText="layout.menu.deadLetters" leftIcon={<deadLetters.icon />} />
      <Menu.Item to="/analytics" primaryText="layout.menu.analytics" leftIcon={<InsightsIcon />} />
      <Menu.Item to="/market" primaryText="layout.menu.market" leftIcon={<ShowChartIcon />} />
      <Menu.Item to="/content" primaryText="layout.menu.content" leftIcon={<ArticleIcon />} />
    </>
  );
}

/** Support staff may download the inbox and newsletter exports; admins every export. */
export function ExportsMenuItem() {
  return <Menu.Item to="/exports" primaryText="layout.menu.exports" leftIcon={<DownloadIcon />} />;
}
