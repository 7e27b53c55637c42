// GET /api/billing/invoices/:id/receipt.pdf - the receipt of a paid invoice, as a PDF download.
import { NotFound } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { fileResponse, sendDownload } from '../../../platform/http/responses';
import { receiptPdf } from '../receipts';
import { invoiceParams, PAYMENT_TAGS, type BillingHttp } from './shared';

export function receiptRoute({ runtime }: BillingHttp) {
  return defineRoute({
    method: 'GET',
    path: '/api/billing/invoices/:id/receipt.pdf',
    summary: 'O recibo em PDF de uma fatura paga (número, data, pagador com CPF mascarado, plano, período, valor, método, referência no provedor)',
    tags: PAYMENT_TAGS,
    access: 'user',
    rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
    input: { params: invoiceParams },
    response: fileResponse('application/pdf'),
    async handler(ctx, { principal, params }) {
      const receipt = await receiptPdf(runtime, principal, params.id);
      if (!receipt) throw new NotFound('Recibo não encontrado: a fatura não foi paga.');
      return sendDownload(ctx, { name: receipt.fileName, type: 'application/pdf', body: receipt.pdf });
    },
  });
}
