import InboxIcon from '@mui/icons-material/Inbox';
import { lazyPage } from '../lib/lazy';

const InboxList = lazyPage(() => import('./InboxList'), 'InboxList');
const InboxShow = lazyPage(() => import('./InboxShow'), 'InboxShow');

export default {
  list: InboxList,
  show: InboxShow,
  icon: InboxIcon,
  recordRepresentation: 'reference',
  options: { label: 'inbox.resource.label' },
};
