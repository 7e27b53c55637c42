// GET the data copy by the e-mailed link: the export id, its token and the format.
import { z } from 'zod';
import { MSG } from '../messages';

export const downloadParams = z.object({ exportId: z.uuid(MSG.exportExpired) });
export const downloadQuery = z.object({ token: z.string({ error: MSG.exportExpired }).min(20, MSG.exportExpired).max(100), formato: z.enum(['json', 'html']).default('json') });
