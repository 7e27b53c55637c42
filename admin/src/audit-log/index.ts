import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyPage } from '../lib/lazy';

const AuditLogList = lazyPage(() => import('./AuditLogList'), 'AuditLogList');
const AuditLogShow = lazyPage(() => import('./AuditLogShow'), 'AuditLogShow');

export const auditLog = { list: AuditLogList, show: AuditLogShow, icon: ManageSearchIcon, options: { label: 'auditLog.resource.label' } };
