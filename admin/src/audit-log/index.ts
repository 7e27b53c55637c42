import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyPage } from '../lib/lazy';

const AuditLogList = lazyPage(() => import('./AuditLogList'), 'AuditLogList');

export const auditLog = { list: AuditLogList, icon: ManageSearchIcon, options: { label: 'Auditoria' } };
