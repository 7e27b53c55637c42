import InboxIcon from '@mui/icons-material/Inbox';
import { InboxList } from './InboxList';
import { InboxShow } from './InboxShow';

export default {
  list: InboxList,
  show: InboxShow,
  icon: InboxIcon,
  recordRepresentation: 'reference',
  options: { label: 'Caixa de entrada' },
};
