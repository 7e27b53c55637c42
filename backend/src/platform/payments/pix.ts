// A PIX PSP per the BACEN API Pix (research: payments-cpf-lgpd §2): OAuth2 client credentials, an
// immediate charge with our own txid (`PUT /cob/{txid}`, expiring with the invoice), the BR Code
// "copia e cola" generated to the EMV format from the charge's location, the webhook `/pix`
// deduplicated on endToEndId and always confirmed by `GET /cob/{txid}`, refunds as devoluções.
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { fromDecimal, toDecimal } from './signature';
import { WebhookRefused, type PaymentProvider } from './port';

export interface PixOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The receiver's Pix key (CNPJ, e-mail, phone or EVP). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  simulated: boolean;
  timeoutMs?: number;
  /** The business clock (runtime.now): the charge expires with the invoice. */
  now: () => Date;
}

interface CobView {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  location: string;
  pix?: { endToEndId: string; valor: string; horario: string }[];
}

/** Our invoice id without hyphens: 32 alphanumerics, inside the API's 26-35. */
export const txidOf = (invoiceId: string) => invoiceId.replace(/-/g, '');

// size: the adapter is one closure over its options and OAuth token; each of its methods (charge, status, webhook, refund) is short
export function pixProvider(o: PixOptions): PaymentProvider {
  const base = o.baseUrl.replace(/\/$/, '');
  /** `until` is on performance.now()'s clock. */
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > performance.now()) return token.value;
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    if (!res.ok) throw new Error(`PSP oauth: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // The token's lifetime is a timeout, not business time: measured on the monotonic clock.
    token = { value: body.access_token, until: performance.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    if (!res.ok) throw new Error(`PSP ${method} ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    name: 'pix',
    methods: ['pix'],
    simulated: o.simulated,

    async createCharge(req) {
      const txid = txidOf(req.invoiceId);
      const cob = await call<CobView>('PUT', `/v2/cob/${txid}`, {
        calendario: { expiracao: Math.max(60, Math.round((req.expiresAt.getTime() - o.now().getTime()) / 1000)) },
        valor: { original: toDecimal(req.amount, 2) },
        chave: o.pixKey,
        solicitacaoPagador: req.description.slice(0, 140),
      });
      const code = generatePixPayload({ url: cob.location.replace(/^https?:\/\//, ''), merchantName: o.merchantName, merchantCity: o.merchantCity });
      if (!code) throw new Error(`BR Code inválido para a location ${cob.location}`);
      // The simulator's location names no real host: its payer page is served at the fake's own address.
      const path = cob.location.replace(/^https?:\/\//, '').replace(/^[^/]+/, '');
      const link = o.simulated ? `${base}${path}` : /^https?:\/\//.test(cob.location) ? cob.location : `https://${cob.location}`;
      return { providerInvoiceId: txid, paymentLink: link, paymentCode: code };
    },

    async status(txid) {
      const cob = await call<CobView>('GET', `/v2/cob/${encodeURIComponent(txid)}`);
      const amountPaid = (cob.pix ?? []).reduce((sum, p) => sum + fromDecimal(p.valor, 2), 0);
      const paymentId = cob.pix?.[0]?.endToEndId ?? null;
      // The cob has no "expired" status: it stays ATIVA past criacao + expiracao and can no longer be paid.
      const expired = Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000 < o.now().getTime();
      if (cob.status === 'CONCLUIDA') return { state: 'paid', amountPaid, late: false, paymentId };
      if (cob.status !== 'ATIVA') return { state: 'invalid', amountPaid, late: false, paymentId };
      return { state: expired ? 'expired' : 'pending', amountPaid, late: false, paymentId };
    },

    verifyWebhook(raw) {
      let body: { pix?: unknown };
      try {
        body = JSON.parse(raw.toString('utf8')) as typeof body;
      } catch {
        throw new WebhookRefused('Corpo do webhook inválido.', 400);
      }
      if (!Array.isArray(body.pix)) throw new WebhookRefused('Webhook PIX sem a lista pix.', 400);
      // Only Pix carrying a txid are ours (API Pix: the PSP notifies only those, and may batch).
      return body.pix.flatMap((p: { endToEndId?: unknown; txid?: unknown }) =>
        typeof p.endToEndId === 'string' && p.endToEndId.length === 32 && typeof p.txid === 'string' ? [{ key: p.endToEndId, providerInvoiceId: p.txid }] : [],
      );
    },

    async refund(_txid, amount, paymentId) {
      if (!paymentId) throw new Error('devolução PIX sem endToEndId');
      // eslint-disable-next-line piboost/no-business-clock -- a unique devolução id, not a business time
      const id = `D${Date.now().toString(36)}`;
      const d = await call<{ id: string; rtrId: string }>('PUT', `/v2/pix/${paymentId}/devolucao/${id}`, { valor: toDecimal(amount, 2) });
      return { refundId: d.rtrId ?? d.id, claimLink: null };
    },
  };
}
