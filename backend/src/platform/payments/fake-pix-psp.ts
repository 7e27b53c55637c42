// A local PIX PSP speaking the BACEN API Pix calls billing makes: OAuth2 client credentials,
// `PUT /v2/cob/{txid}`, `GET /v2/cob/{txid}`, `PUT /v2/pix/{e2eid}/devolucao/{id}`, and the webhook
// POST to `{webhookUrl}/pix` with `{ pix: [...] }`. Tests pay with `pay`; as the local simulator the
// charge's location serves a payer page with a button that pays.
import { randomBytes, randomUUID } from 'node:crypto';
import { closeServer, deliver, listen, payerPage, readBody, sendHtml, sendJson } from './fake-http';

interface Cob {
  txid: string;
  criacao: Date;
  expiracao: number;
  original: string;
  chave: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_PSP';
  locId: string;
  pix: { endToEndId: string; txid: string; valor: string; horario: string; devolucoes: { id: string; rtrId: string; valor: string; status: string }[] }[];
}

export interface FakePixPsp {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Our webhook URL as registered with `PUT /webhook/{chave}` (the PSP appends /pix). */
  setWebhookUrl(url: string): void;
  /** The payer's bank pays `valor` (the charge's amount by default) and the PSP notifies. */
  pay(txid: string, valor?: string): Promise<string>;
  /** Sends the last notification again, byte for byte. */
  replayLast(): Promise<number>;
  cobs(): readonly Cob[];
  close(): Promise<void>;
}

const SIMULATED_LOCATION_HOST = 'pix.simulacao.local';

/** 32 characters: E + ISPB (8) + yyyyMMddHHmm + 11 alphanumerics. */
// eslint-disable-next-line piboost/no-business-clock -- the fake PSP keeps its own wall clock, as the real one does
const endToEndId = () => `E18236120${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32);

// size: a fake server: its state and the API Pix routes it answers, each a few lines, in one closure
export async function startFakePixPsp(options: { port?: number; webhookUrl?: string } = {}): Promise<FakePixPsp> {
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const tokens = new Set<string>();
  const cobs = new Map<string, Cob>();
  let webhookUrl = options.webhookUrl ?? '';
  let last: string | null = null;

  const notify = async (body: string) => {
    last = body;
    if (!webhookUrl) return 0;
    const url = new URL(webhookUrl);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/pix`;
    return deliver(url.toString(), body, {});
  };

  async function pay(cob: Cob, valor = cob.original) {
    const e2e = endToEndId();
    // eslint-disable-next-line piboost/no-business-clock -- the fake PSP keeps its own wall clock, as the real one does
    cob.pix.push({ endToEndId: e2e, txid: cob.txid, valor, horario: new Date().toISOString(), devolucoes: [] });
    cob.status = 'CONCLUIDA';
    // eslint-disable-next-line piboost/no-business-clock -- the fake PSP keeps its own wall clock, as the real one does
    await notify(JSON.stringify({ pix: [{ endToEndId: e2e, txid: cob.txid, valor, horario: new Date().toISOString() }] }));
    return e2e;
  }

  const { server, base } = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // A BR Code's location is a host name without port (the EMV field 26-25): the fake names one.
    const host = SIMULATED_LOCATION_HOST;
    const view = (c: Cob) => ({
      txid: c.txid,
      revisao: 0,
      calendario: { criacao: c.criacao.toISOString(), expiracao: c.expiracao },
      status: c.status,
      valor: { original: c.original },
      chave: c.chave,
      location: `${host}/qr/v2/${c.locId}`,
      loc: { id: 1, location: `${host}/qr/v2/${c.locId}`, tipoCob: 'cob' },
      ...(c.pix.length ? { pix: c.pix } : {}),
    });

    const payer = /^\/qr\/v2\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (payer) {
      const cob = [...cobs.values()].find((c) => c.locId === payer[1]);
      if (!cob) return sendJson(res, 404, { title: 'Cobrança não encontrada' });
      if (payer[2] && req.method === 'POST') {
        if (cob.status === 'ATIVA') await pay(cob);
        return sendHtml(res, '<!doctype html><meta charset="utf-8"><p>Simulação local: PIX enviado. Pode voltar ao π Boost.</p>');
      }
      return sendHtml(res, payerPage('Cobrança PIX', [`R$ ${cob.original.replace('.', ',')}`, `txid ${cob.txid}`], `/qr/v2/${cob.locId}/pay`));
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return sendJson(res, 401, { error: 'invalid_client' });
      const token = randomBytes(24).toString('hex');
      tokens.add(token);
      return sendJson(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read pix.read pix.write' });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) return sendJson(res, 401, { title: 'Não autorizado', status: 401 });

    const cobPath = /^\/v2\/cob\/([a-zA-Z0-9]{26,35})$/.exec(url.pathname);
    if (cobPath && req.method === 'PUT') {
      if (cobs.has(cobPath[1]!)) return sendJson(res, 400, { title: 'Cobrança já existe', status: 400 });
      const body = JSON.parse(await readBody(req)) as { calendario?: { expiracao?: number }; valor?: { original?: string }; chave?: string };
      if (!body.valor?.original || !/^\d{1,10}\.\d{2}$/.test(body.valor.original) || !body.chave) return sendJson(res, 400, { title: 'Cobrança inválida', status: 400 });
      // eslint-disable-next-line piboost/no-business-clock -- the fake PSP keeps its own wall clock, as the real one does
      const cob: Cob = { txid: cobPath[1]!, criacao: new Date(), expiracao: body.calendario?.expiracao ?? 86_400, original: body.valor.original, chave: body.chave, status: 'ATIVA', locId: randomUUID(), pix: [] };
      cobs.set(cob.txid, cob);
      return sendJson(res, 201, view(cob));
    }
    if (cobPath && req.method === 'GET') {
      const cob = cobs.get(cobPath[1]!);
      return cob ? sendJson(res, 200, view(cob)) : sendJson(res, 404, { title: 'Cobrança não encontrada', status: 404 });
    }
    const refund = /^\/v2\/pix\/(\w{32})\/devolucao\/([a-zA-Z0-9]{1,35})$/.exec(url.pathname);
    if (refund && req.method === 'PUT') {
      const pix = [...cobs.values()].flatMap((c) => c.pix).find((p) => p.endToEndId === refund[1]);
      if (!pix) return sendJson(res, 404, { title: 'Pix não encontrado', status: 404 });
      const body = JSON.parse(await readBody(req)) as { valor?: string };
      const devolucao = { id: refund[2]!, rtrId: `D${randomBytes(16).toString('hex').slice(0, 31)}`, valor: body.valor ?? pix.valor, status: 'EM_PROCESSAMENTO' };
      pix.devolucoes.push(devolucao);
      // eslint-disable-next-line piboost/no-business-clock -- the fake PSP keeps its own wall clock, as the real one does
      return sendJson(res, 201, { ...devolucao, horario: { solicitacao: new Date().toISOString() } });
    }
    sendJson(res, 404, { title: 'Não encontrado', status: 404 });
  }, options.port);

  return {
    url: base,
    clientId,
    clientSecret,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async pay(txid, valor) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`fake PSP: no cob ${txid}`);
      return pay(cob, valor);
    },
    async replayLast() {
      if (!last) throw new Error('fake PSP: nothing notified yet');
      return notify(last);
    },
    cobs: () => [...cobs.values()],
    close: () => closeServer(server),
  };
}
