// The response schemas of the answers that are not a JSON body: a download the handler writes itself
// (CSV, PDF, a redirect's target) and "nothing" (204). Every route declares one of these or a zod
// object for its JSON (issue 22 item 5), so the API reference and the clients know every answer.
// Also the one way a handler answers a download.
import { z } from 'zod';
import type { AppContext } from './context';

const fileTypes = new WeakMap<z.ZodType, string>();

/** A body the handler sets on ctx itself (a file, a stream, a redirect): its content type for the reference. */
export function fileResponse(contentType: string): z.ZodType<undefined> {
  const schema = z.custom<undefined>(() => true);
  fileTypes.set(schema, contentType);
  return schema;
}

/** No body: 204, or a handler that answers through ctx (a redirect). */
export const noContent: z.ZodType<undefined> = z.undefined();

/** The content type of a file response, or null for a JSON one. */
export function fileContentType(schema: z.ZodType): string | null {
  return fileTypes.get(schema) ?? null;
}

/**
 * Answers a file as a download: its name (Content-Disposition), type and body. A download is the
 * person's own unless the route says how else it may be cached (`cache`).
 */
export function sendDownload(ctx: AppContext, file: { name: string; type: string; body: AppContext['body']; cache?: string }): undefined {
  ctx.set('Cache-Control', file.cache ?? 'private, no-store');
  ctx.set('Content-Disposition', `attachment; filename="${file.name}"`);
  ctx.type = file.type;
  ctx.body = file.body;
  return undefined;
}
