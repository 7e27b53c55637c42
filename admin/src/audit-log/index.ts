import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { AuditLogList } from './AuditLogList';

export const auditLog = { list: AuditLogList, icon: ManageSearchIcon, options: { label: 'Auditoria' } };
