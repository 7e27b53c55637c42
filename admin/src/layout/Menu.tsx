import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu } from 'react-admin';

export function AppMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/status" primaryText="Status da plataforma" leftIcon={<MonitorHeartIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}
