import EventIcon from '@mui/icons-material/Timeline';
import { lazyPage } from '../lib/lazy';

const EventList = lazyPage(() => import('./EventList'), 'EventList');
const EventShow = lazyPage(() => import('./EventShow'), 'EventShow');

export default { list: EventList, show: EventShow, icon: EventIcon, options: { label: 'events.resource.label' }, recordRepresentation: 'type' };
