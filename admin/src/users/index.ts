import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../lib/lazy';

const UserList = lazyPage(() => import('./UserList'), 'UserList');
const UserShow = lazyPage(() => import('./UserShow'), 'UserShow');

export const users = { list: UserList, show: UserShow, icon: PeopleIcon, recordRepresentation: 'name', options: { label: 'users.resource.label' } };
