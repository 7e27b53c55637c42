import EventIcon from '@mui/icons-material/Timeline';
import { EventList } from './EventList';
import { EventShow } from './EventShow';

export default { list: EventList, show: EventShow, icon: EventIcon, options: { label: 'Eventos' }, recordRepresentation: 'type' };
