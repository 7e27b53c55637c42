// GET /api/admin/inbox/:id/resume - a job application's PDF résumé, to staff only; each download is
// recorded on the staff member's access stream (LGPD) through the write path.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { staffAccessStream } from '@piboost/events';
import { appendRecord } from '../../../platform/command';
import { defineRoute, fileResponse, NotFound, sendDownload } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { recordResumeDownload } from '../decide';
import { resumeDir } from '../forms';
import { itemParams } from './admin.schema';
import { staffRead } from './shared';

export function resumeRoute({ runtime, db, open }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox/:id/resume',
    summary: 'Baixa o currículo (PDF) de uma proposta; cada download fica no registro de auditoria',
    input: { params: itemParams },
    response: fileResponse('application/pdf'),
    async handler(ctx, { params, principal }): Promise<undefined> {
      const row = await db('inbox').where({ id: params.id, kind: 'careers' }).first<{ subject_id: string; details: Record<string, string | null> } | undefined>('subject_id', 'details');
      const url = row ? await open(row.details.resumeUrl) : null;
      const fileId = url ? new URL(url).pathname.split('/').pop()! : null;
      const file = fileId && /^[0-9a-f-]{36}$/.test(fileId) ? await readFile(join(resumeDir(runtime), `${fileId}.pdf`)).catch(() => null) : null;
      if (!row || !file) throw new NotFound('Currículo não encontrado.');
      const stream = staffAccessStream(principal.userId);
      await appendRecord(
        runtime,
        stream,
        (state) => ({ events: recordResumeDownload(state, { itemId: params.id, subjectId: row.subject_id, staffId: principal.userId }) }),
        { metadata: { actorId: principal.userId, requestId: ctx.state.requestId } },
      );
      return sendDownload(ctx, { name: `curriculo-${fileId}.pdf`, type: 'application/pdf', body: file, cache: 'no-store' });
    },
  });
}
