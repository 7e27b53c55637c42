import ReportIcon from '@mui/icons-material/Report';
import { DeadLetterList } from './DeadLetterList';

export default { list: DeadLetterList, icon: ReportIcon, options: { label: 'Mensagens mortas' } };
