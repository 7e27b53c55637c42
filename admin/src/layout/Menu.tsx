import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PaidIcon from '@mui/icons-material/Paid';
import { Menu, useResourceDefinitions } from 'react-admin';
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
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/status" primaryText="Status da plataforma" leftIcon={<MonitorHeartIcon />} />
      <OtherResourceItems />
      <Menu.Item to="/revenue" primaryText="Receita" leftIcon={<PaidIcon />} />
      <ExportsMenuItem />
      <OperationsMenu />
    </Menu>
  );
}
