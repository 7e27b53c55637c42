// The back office's editorial commands on one article: their inputs and their common answer (the
// article as the back office now sees it).
import { z } from 'zod';
import { adminArticleResponse } from './article.schema';

export const unpublishInput = z.object({ reason: z.string('Informe o motivo.').trim().min(3, 'Informe o motivo (pelo menos 3 caracteres).').max(500, 'O motivo pode ter até 500 caracteres.') });
export const featureInput = z.object({ featured: z.boolean('Informe se o artigo fica em destaque.') });

export const editorialResponse = z.object({ success: z.literal(true), message: z.string(), data: adminArticleResponse });
