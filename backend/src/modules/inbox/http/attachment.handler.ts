// GET /api/admin/inbox/:id/attachments/:attachmentId - a file the person sent with an answer by
// e-mail (issue 29), to staff only: the person's own file, opened from its seal; gone with their
// erasure. Each download is recorded on the staff member's access stream (LGPD), like a résumé's.
import { staffAccessStream } from '@piboost/events';
import { appendRecord } from '../../../platform/command';
import { defineRoute, fileResponse, NotFound, sendDownload } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { recordAttachmentDownload } from '../decide';
import { attachmentParams } from './admin.schema';
import { staffRead } from './shared';

export function attachmentRoute({ runtime, db, open }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox/:id/attachments/:attachmentId',
    summary: 'Baixa um arquivo que a pessoa enviou numa resposta por e-mail; cada download fica no registro de auditoria',
    input: { params: attachmentParams },
    response: fileResponse('application/octet-stream'),
    async handler(ctx, { params, principal }): Promise<undefined> {
      const row = await db('inbox_attachments')
        .where({ id: params.attachmentId, item_id: params.id })
        .first<{ subject_id: string; filename: string; content_type: string; content: string } | undefined>('subject_id', 'filename', 'content_type', 'content');
      const content = row ? await open(row.content) : null;
      if (!row || content === null) throw new NotFound('Anexo não encontrado.');
      const name = ((await open(row.filename)) ?? 'anexo').replace(/[^\w.\- ()À-ú]/g, '_');
      await appendRecord(
        runtime,
        staffAccessStream(principal.userId),
        (state) => ({ events: recordAttachmentDownload(state, { itemId: params.id, attachmentId: params.attachmentId, subjectId: row.subject_id, staffId: principal.userId }) }),
        { metadata: { actorId: principal.userId, requestId: ctx.state.requestId } },
      );
      return sendDownload(ctx, { name, type: row.content_type, body: Buffer.from(content, 'base64'), cache: 'no-store' });
    },
  });
}
