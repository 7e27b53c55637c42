// PUT /api/admin/content/settings - staff turn the blog's auto-publishing on or off (a command on the
// blog-settings stream), answered once the blog's read model shows it.
import { z } from 'zod';
import { blogSettingsStream } from '@piboost/events';
import { appendRecord } from '../../../platform/command';
import { defineRoute } from '../../../platform/http';
import { changeBlogSettings } from '../decide';
import { ADMIN_WRITE, type ContentContext } from './context';

const settingsInput = z.object({ autoPublish: z.boolean('Informe se os artigos são publicados automaticamente.') });
const response = z.object({ success: z.literal(true), message: z.string(), data: z.object({ autoPublish: z.boolean() }) });

export function settingsRoute({ runtime, settle }: ContentContext) {
  return defineRoute({
    ...ADMIN_WRITE,
    method: 'PUT',
    path: '/api/admin/content/settings',
    summary: 'Back office: liga ou desliga a publicação automática dos artigos da IA',
    input: { body: settingsInput },
    response,
    async handler(_ctx, { principal, body }) {
      const { appended } = await appendRecord(runtime, blogSettingsStream(), (s) => changeBlogSettings(s, { staffId: principal.userId, autoPublish: body.autoPublish }), {
        metadata: { actorId: principal.userId },
      });
      if (appended) await settle(appended.position);
      return { success: true as const, message: body.autoPublish ? 'Publicação automática ligada.' : 'Publicação automática desligada: os artigos novos aguardam revisão.', data: { autoPublish: body.autoPublish } };
    },
  });
}
