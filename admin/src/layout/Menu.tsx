import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PaidIcon from '@mui/icons-material/Paid';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ForumIcon from '@mui/icons-material/Forum';
import SchoolIcon from '@mui/icons-material/School';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { SxProps } from '@mui/material';
import { createElement } from 'react';
import { Menu, useGetResourceLabel, usePermissions, useResourceDefinitions } from 'react-admin';
import { canAccess } from '../auth/permissions';
import type { StaffRole } from '../auth/session';
import { ExportsMenuItem, OPERATIONS_RESOURCES, OperationsMenu } from './OperationsMenu';

/**
 * The registered resources with a list page the role may open, except those grouped under
 * "Operações": react-admin's `Menu.ResourceItem`, drawn from the role asked once (each item asking on
 * its own appeared when its answer came, pushing the items below it down).
 */
function OtherResourceItems({ role, unseen }: { role: StaffRole | null | undefined; unseen: SxProps | undefined }) {
  const resources = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  return (
    <>
      {Object.values(resources)
        .filter((r) => r.hasList && !OPERATIONS_RESOURCES.includes(r.name) && (unseen || canAccess(role ?? null, r.name, 'list')))
        .map((r) => (
          <Menu.Item
            key={r.name}
            to={`/${r.name}`}
            state={{ _scrollToTop: true }}
            primaryText={getResourceLabel(r.name, 2)}
            leftIcon={r.icon ? createElement(r.icon) : <ViewListIcon />}
            sx={unseen}
          />
        ))}
    </>
  );
}

export function AppMenu() {
  const { permissions, isPending } = usePermissions<StaffRole | null>();
  // Until the role is known every item it decides holds its place unseen: appearing later, they pushed
  // the items below them down (Lighthouse's layout shift, on every back-office page).
  const adminItems = permissions === 'admin' || isPending;
  const unseen: SxProps | undefined = isPending ? { visibility: 'hidden' } : undefined;
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/status" primaryText="layout.menu.status" leftIcon={<MonitorHeartIcon />} />
      <OtherResourceItems role={permissions} unseen={unseen} />
      {/* Revenue is admin-only (the API answers support with 403; the page says "Acesso negado"). */}
      {adminItems && <Menu.Item to="/revenue" primaryText="layout.menu.revenue" leftIcon={<PaidIcon />} sx={unseen} />}
      {adminItems && <Menu.Item to="/support-macros" primaryText="layout.menu.macros" leftIcon={<QuickreplyIcon />} sx={unseen} />}
      <Menu.Item to="/privacy-requests" primaryText="layout.menu.privacy" leftIcon={<PrivacyTipIcon />} />
      <Menu.Item to="/education" primaryText="layout.menu.education" leftIcon={<SchoolIcon />} />
      <Menu.Item to="/community" primaryText="layout.menu.community" leftIcon={<ForumIcon />} />
      <Menu.Item to="/leagues" primaryText="layout.menu.leagues" leftIcon={<EmojiEventsIcon />} />
      <ExportsMenuItem />
      <OperationsMenu />
    </Menu>
  );
}
