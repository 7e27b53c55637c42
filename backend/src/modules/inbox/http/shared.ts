// The presets the inbox's routes spread: the public forms (anyone, a few a person sends in ten
// minutes, 201 with the item's number) and the back office's (support staff, their limits).
import { listQuerySchema } from '../../../platform/http';
import { csvExportRoute } from '../../../platform/http/export';
import { EXPORTS, STAFF_LIMIT } from '../admin-queries';
import { inboxItem } from './admin.schema';

/** A person's form submissions are few; more than this from one address in 10 minutes is a script. */
export const FORM_LIMIT = { points: 10, windowSeconds: 600, key: 'ip' } as const;

const CONTACT_TAGS = ['Contato'];
const BACK_OFFICE_TAGS = ['Back office'];

export const publicForm = { method: 'POST', tags: CONTACT_TAGS, access: 'public', rateLimit: FORM_LIMIT, status: 201 } as const;

export const staff = { tags: BACK_OFFICE_TAGS, access: 'support', rateLimit: STAFF_LIMIT } as const;
export const staffRead = { ...staff, method: 'GET' } as const;
export const staffList = { ...staffRead, input: { query: listQuerySchema } } as const;
/** A reply or a note: added to the item's thread, answered with the item. */
export const staffThreadPost = { ...staff, method: 'POST', status: 201, response: inboxItem } as const;
export const staffExport = { ...staff, method: 'GET', rateLimit: EXPORTS, ...csvExportRoute } as const;
