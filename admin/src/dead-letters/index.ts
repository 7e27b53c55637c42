import ReportIcon from '@mui/icons-material/Report';
import { lazyPage } from '../lib/lazy';

const DeadLetterList = lazyPage(() => import('./DeadLetterList'), 'DeadLetterList');

export default { list: DeadLetterList, icon: ReportIcon, options: { label: 'deadLetters.resource.label' } };
