// GET /api/admin/inbox/:id/attachments/:attachmentId - a file the person sent with an answer by
// e-mail (issue 29), to staff only: the person's own file, opened from its seal; gone with their erasure.
import { defineRoute, fileResponse, NotFound, sendDownload } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { attachmentParams } from './admin.schema';
import { staffRead } from './shared';

export function attachmentRoute({ db, open }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox/:id/attachments/:attachmentId',
    summary: 'Baixa um arquivo que a pessoa enviou numa resposta por e-mail',
    input: { params: attachmentParams },
    response: fileResponse('application/octet-stream'),
    async handler(ctx, { params }): Promise<undefined> {
      const row = await db('inbox_attachments')
        .where({ id: params.attachmentId, item_id: params.id })
        .first<{ filename: string; content_type: string; content: string } | undefined>('filename', 'content_type', 'content');
      const content = row ? await open(row.content) : null;
      if (!row || content === null) throw new NotFound('Anexo não encontrado.');
      const name = ((await open(row.filename)) ?? 'anexo').replace(/[^\w.\- ()À-ú]/g, '_');
      return sendDownload(ctx, { name, type: row.content_type, body: Buffer.from(content, 'base64'), cache: 'no-store' });
    },
  });
}
