// PUT /api/blog/articles/:slug/like - like or unlike, and the article's likes after it.
import { z } from 'zod';

export const likeInput = z.object({ liked: z.boolean('Informe se curtiu.') });

export const likeResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ liked: z.boolean(), likes: z.number() }) });
