import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyPage } from '../lib/lazy';

const OutboxList = lazyPage(() => import('./OutboxList'), 'OutboxList');
const OutboxShow = lazyPage(() => import('./OutboxShow'), 'OutboxShow');

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'outbox.resource.label' },
};
