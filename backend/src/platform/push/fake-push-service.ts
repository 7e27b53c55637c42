// A local push service speaking the Web Push protocol, for tests (Chromium without a network
// cannot reach FCM): RFC 8030 (POST to the subscription's endpoint, TTL, 201 Created, 404/410 for
// a subscription that is gone), RFC 8292 (VAPID: `Authorization: vapid t=<ES256 JWT>, k=<key>`,
// the JWT's signature, audience, expiry and subject checked, and the key the same as the one the
// subscription was made with) and RFC 8291 (the aes128gcm body, decrypted with the subscription's
// private key and authentication secret, which only the "browser" - this fake - holds).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeServer, listen } from '../payments/fake-http';

export interface FakeSubscription {
  id: string;
  endpoint: string;
  /** As PushSubscription.toJSON() gives them: the browser's public key and auth secret, base64url. */
  keys: { p256dh: string; auth: string };
  /** The application server key the subscription was made with (base64url), when given. */
  applicationServerKey: string | null;
}

export interface PushedMessage {
  subscriptionId: string;
  /** The decrypted payload. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

export interface FakePushService {
  url: string;
  /** A new subscription, as a browser's PushManager.subscribe would make it. */
  subscribe(applicationServerKey?: string): FakeSubscription;
  /** The push service forgets the subscription: every later message gets 410 Gone. */
  expire(subscriptionId: string): void;
  /** Every message accepted, in order. */
  readonly received: PushedMessage[];
  /** Messages refused, with the reason (tests assert on them). */
  readonly refused: { subscriptionId: string; status: number; reason: string }[];
  /** Called with each accepted message (the e2e hands it to the browser's service worker). */
  onMessage(listener: (message: PushedMessage) => void | Promise<void>): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string | null;
  gone: boolean;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** A P-256 public key (65 bytes, uncompressed) as a KeyObject. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'chave VAPID não é um ponto P-256 não comprimido');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
}

/** RFC 8292 §3: the JWT signed by the key in `k`, for this push service's origin, expiring within 24 hours. */
function checkVapid(header: string | undefined, origin: string, now: number): { key: string; claims: PushedMessage['claims'] } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'Authorization sem o esquema vapid t=..., k=...');
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (jose.alg !== 'ES256') throw new Refusal(401, `JWT com alg ${jose.alg}, esperado ES256`);
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Refusal(401, 'assinatura do JWT inválida');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PushedMessage['claims'];
  if (claims.aud !== origin) throw new Refusal(403, `aud ${claims.aud} não é a origem ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) throw new Refusal(403, 'exp ausente, vencido ou além de 24 horas');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(403, 'sub deve ser mailto: ou https:');
  return { key, claims };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, keyed by ECDH with the sender's key in the header. */
function decrypt(body: Buffer, held: Held): string {
  if (body.length < 16 + 4 + 1 + 65 + 17) throw new Refusal(400, 'corpo aes128gcm curto demais');
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  if (idlen !== 65) throw new Refusal(400, 'keyid do cabeçalho deve ser a chave pública do servidor (65 bytes)');
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = held.ecdh.getPublicKey();
  const shared = held.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, held.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'corpo não decifra com as chaves da inscrição');
  }
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Refusal(400, 'delimitador do último registro ausente');
  return plain.subarray(0, end).toString('utf8');
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(options: { now?: () => number } = {}): Promise<FakePushService> {
  // eslint-disable-next-line piboost/no-business-clock -- web-push dates the VAPID JWT's expiry on the machine's clock, so the push service checks it on the same one
  const now = options.now ?? (() => Date.now());
  const held = new Map<string, Held>();
  const received: PushedMessage[] = [];
  const refused: FakePushService['refused'] = [];
  const listeners: ((m: PushedMessage) => void | Promise<void>)[] = [];
  let base = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !id) return void res.writeHead(404).end();
    const body = await readRaw(req);
    const subscription = held.get(id);
    try {
      if (!subscription) throw new Refusal(404, 'inscrição desconhecida');
      if (subscription.gone) throw new Refusal(410, 'inscrição expirada');
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'cabeçalho TTL ausente ou inválido');
      const { key, claims } = checkVapid(req.headers.authorization, new URL(base).origin, now());
      if (subscription.applicationServerKey && key !== subscription.applicationServerKey) throw new Refusal(403, 'a chave VAPID não é a da inscrição');
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'Content-Encoding deve ser aes128gcm');
      const payload = decrypt(body, subscription);
      const message: PushedMessage = { subscriptionId: id, payload, ttl, urgency: (req.headers.urgency as string | undefined) ?? null, topic: (req.headers.topic as string | undefined) ?? null, claims };
      received.push(message);
      res.writeHead(201, { location: `${base}/message/${randomUUID()}` }).end();
      for (const l of listeners) await l(message);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      refused.push({ subscriptionId: id, status: err.status, reason: err.message });
      res.writeHead(err.status, { 'content-type': 'text/plain; charset=utf-8' }).end(err.message);
    }
  }

  const { server, base: url } = await listen(handle);
  base = url;
  return {
    url,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      held.set(id, { ecdh, auth, applicationServerKey: applicationServerKey ?? null, gone: false });
      return { id, endpoint: `${url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, applicationServerKey: applicationServerKey ?? null };
    },
    expire(subscriptionId) {
      const h = held.get(subscriptionId);
      if (h) h.gone = true;
    },
    received,
    refused,
    onMessage: (listener) => void listeners.push(listener),
    close: () => closeServer(server),
  };
}
