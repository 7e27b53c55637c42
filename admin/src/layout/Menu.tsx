import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PaidIcon from '@mui/icons-material/Paid';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ForumIcon from '@mui/icons-material/Forum';
import SchoolIcon from '@mui/icons-material/School';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Menu, usePermissions, useResourceDefinitions } from 'react-admin';
import { ExportsMenuItem, OPERATIONS_RESOURCES, OperationsMenu } from './OperationsMenu';

/** The registered resources with a list page, except those grouped under "Operações". */
function OtherResourceItems() {
  const resources = useResourceDefinitions();
  return (
    <>
      {Object.values(resources)
        .filter((r) => r.hasList && !OPERATIONS_RESOURCES.includes(r.name))
        .map((r) => (
          <Menu.ResourceItem key={r.name} name={r.name} />
        ))}
    </>
  );
}

export function AppMenu() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/status" primaryText="layout.menu.status" leftIcon={<MonitorHeartIcon />} />
      <OtherResourceItems />
      {/* Revenue is admin-only (the API answers support with 403; the page says "Acesso negado"). */}
      {permissions === 'admin' && <Menu.Item to="/revenue" primaryText="layout.menu.revenue" leftIcon={<PaidIcon />} />}
      {permissions === 'admin' && <Menu.Item to="/support-macros" primaryText="layout.menu.macros" leftIcon={<QuickreplyIcon />} />}
      <Menu.Item to="/privacy-requests" primaryText="layout.menu.privacy" leftIcon={<PrivacyTipIcon />} />
      <Menu.Item to="/education" primaryText="layout.menu.education" leftIcon={<SchoolIcon />} />
      <Menu.Item to="/community" primaryText="layout.menu.community" leftIcon={<ForumIcon />} />
      <Menu.Item to="/leagues" primaryText="layout.menu.leagues" leftIcon={<EmojiEventsIcon />} />
      <ExportsMenuItem />
      <OperationsMenu />
    </Menu>
  );
}
