// POST /api/user/data-export asks for a copy of one's data (sent by e-mail); GET the copy by the
// e-mailed link (expires in 72 hours).
import { NotFound } from '../../../platform/http/errors';
import { fileResponse, sendDownload } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { EXPORT_PATH, exportFile } from '../export';
import { MSG } from '../messages';
import { downloadParams, downloadQuery } from './data-export.schema';
import type { PrivacyHttp } from './shared';
import { done, meta, tags } from './shared';

export function requestExportRoute({ service }: PrivacyHttp) {
  return defineRoute({
    method: 'POST',
    path: '/api/user/data-export',
    summary: 'Pede uma cópia dos seus dados (JSON e documento em português), enviada por email',
    tags,
    access: 'user',
    rateLimit: { points: 3, windowSeconds: 3600, key: 'user' },
    status: 202,
    response: done,
    handler: (ctx, { principal }) => service.requestExport(principal.userId, meta(ctx)),
  });
}

export function downloadExportRoute({ runtime }: PrivacyHttp) {
  return defineRoute({
    method: 'GET',
    path: `${EXPORT_PATH}/:exportId`,
    summary: 'Baixa a cópia dos dados pelo link enviado por email (expira em 72 horas)',
    tags,
    access: 'public',
    rateLimit: { points: 30, windowSeconds: 600, key: 'ip' },
    input: { params: downloadParams, query: downloadQuery },
    // The default format's type; `formato=html` answers the same copy as text/html.
    response: fileResponse('application/json; charset=utf-8'),
    handler: async (ctx, { params, query }) => {
      const file = await exportFile(runtime, params.exportId, query.token, query.formato);
      if (!file) throw new NotFound(MSG.exportExpired, 'EXPORT_LINK_INVALID');
      ctx.set('Referrer-Policy', 'no-referrer');
      const type = query.formato === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
      return sendDownload(ctx, { name: `piboost-meus-dados.${query.formato}`, type, body: file, cache: 'no-store' });
    },
  });
}
