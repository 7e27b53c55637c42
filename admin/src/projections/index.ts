import ViewListIcon from '@mui/icons-material/ViewList';
import { ProjectionList } from './ProjectionList';

export default { list: ProjectionList, icon: ViewListIcon, options: { label: 'Projeções' } };
