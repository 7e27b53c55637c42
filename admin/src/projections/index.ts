import ViewListIcon from '@mui/icons-material/ViewList';
import { lazyPage } from '../lib/lazy';

const ProjectionList = lazyPage(() => import('./ProjectionList'), 'ProjectionList');

export default { list: ProjectionList, icon: ViewListIcon, options: { label: 'projections.resource.label' } };
