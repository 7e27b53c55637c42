// "Exportar meus dados" (LGPD art. 18 V, art. 19 §3; research §7): a job gathers everything the
// platform holds about the person - profile, their events opened, invoices - as JSON plus a
// readable Portuguese document, seals both with the person's key, and e-mails an expiring link.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  DataExportProduced,
  catalogue,
  gamificationStream,
  newEvent,
  privacyStream,
  subscriptionStream,
  userStream,
  type EventMetadata,
} from '@piboost/events';
import type { Migration } from '../../platform/db/migrate';
import type { Runtime } from '../../platform/runtime';
import type { PrivacyHooks } from './hooks';

export const EXPORT_TTL_HOURS = 72;
export const EXPORT_PATH = '/api/privacy/exports';

export const exportMigrations: Migration[] = [
  {
    name: 'privacy/001-exports',
    async up(db) {
      await db.raw(`
        CREATE TABLE privacy_exports (
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL,
          token_hash text NOT NULL,
          -- vault envelopes: the person's erasure makes a forgotten copy unreadable too
          sealed_json text NOT NULL,
          sealed_html text NOT NULL,
          size_bytes integer NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX privacy_exports_user ON privacy_exports (user_id);`);
    },
    async down(db) {
      await db.raw('DROP TABLE privacy_exports');
    },
  },
];

export interface ExportJob {
  userId: string;
  exportId: string;
}

interface ExportedEvent {
  fluxo: string;
  tipo: string;
  em: string;
  dados: Record<string, unknown>;
}

async function eventsOf(runtime: Runtime, userId: string): Promise<ExportedEvent[]> {
  const out: ExportedEvent[] = [];
  for (const streamId of [userStream(userId), gamificationStream(userId), subscriptionStream(userId), privacyStream(userId)]) {
    for await (const e of runtime.store.readStream(streamId)) {
      const definition = catalogue.get(e.type);
      const data = definition ? await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>) : (e.data as Record<string, unknown>);
      // Secrets stay out of a file that travels by e-mail link: hashes of passwords, codes and tokens.
      const shown = Object.fromEntries(Object.entries(data).filter(([k]) => !/hash$/i.test(k)));
      out.push({ fluxo: streamId.split('-')[0]!, tipo: e.type, em: e.recordedAt.toISOString(), dados: shown });
    }
  }
  return out.sort((a, b) => a.em.localeCompare(b.em));
}

/** The billing read model's rows for the person, once billing exists; none before. */
async function invoicesOf(runtime: Runtime, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await runtime.db.raw<{ rows: { present: string | null }[] }>(`SELECT to_regclass('invoices')::text AS present`);
  if (!rows[0]?.present) return [];
  return runtime.db('invoices').where({ user_id: userId }).orderBy('created_at');
}

const escape = (v: unknown) =>
  String(v ?? '—').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inSaoPaulo = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

function readableDocument(data: { geradoEm: string; perfil: unknown; faturas: Record<string, unknown>[]; eventos: ExportedEvent[] }): string {
  const profileRows = Object.entries((data.perfil ?? {}) as Record<string, unknown>)
    .map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(typeof v === 'object' ? JSON.stringify(v) : v)}</td></tr>`)
    .join('');
  const invoices = data.faturas.length
    ? `<table><tr><th>Fatura</th><th>Dados</th></tr>${data.faturas.map((f) => `<tr><td>${escape(f.id)}</td><td>${escape(JSON.stringify(f))}</td></tr>`).join('')}</table>`
    : '<p>Nenhuma fatura encontrada.</p>';
  const events = data.eventos.map((e) => `<li><strong>${escape(inSaoPaulo(e.em))}</strong> · ${escape(e.tipo)} <code>${escape(JSON.stringify(e.dados))}</code></li>`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Seus dados no π Boost</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}th{text-align:left;padding-right:1rem}code{font-size:.8rem;word-break:break-all}</style></head><body>
<h1>Seus dados pessoais no π Boost</h1>
<p>Cópia gerada em ${escape(inSaoPaulo(data.geradoEm))} (horário de Brasília), conforme o art. 18 da Lei Geral de Proteção de Dados (Lei 13.709/2018). O arquivo JSON que acompanha este documento traz os mesmos dados em formato reutilizável.</p>
<h2>Para que usamos seus dados</h2>
<p>Usamos seus dados para manter sua conta e seu acesso (execução de contrato), cumprir obrigações legais e fiscais (faturas, registros de acesso guardados por 6 meses conforme o Marco Civil da Internet) e, com o seu consentimento, enviar emails de marketing. Compartilhamos apenas o necessário com nossos operadores: o provedor de pagamentos (Bitcoin, Lightning e PIX), o provedor de inteligência artificial e o serviço de envio de emails. Você pode corrigir seus dados no perfil, revogar consentimentos e excluir sua conta a qualquer momento.</p>
<h2>Perfil</h2><table>${profileRows}</table>
<h2>Faturas</h2>${invoices}
<h2>Histórico de atividades (${data.eventos.length} registros)</h2><ul>${events}</ul>
</body></html>`;
}

export async function produceExport(runtime: Runtime, hooks: PrivacyHooks, job: ExportJob, meta: EventMetadata = {}): Promise<void> {
  const { userId, exportId } = job;
  if (await runtime.db('privacy_exports').where({ id: exportId }).first('id')) return;
  const email = await hooks.emailOf(userId);
  if (!email) return;
  const generatedAt = runtime.now().toISOString();
  const data = {
    formato: 'piboost-dados-pessoais/1',
    geradoEm: generatedAt,
    perfil: await hooks.profileOf(userId),
    faturas: await invoicesOf(runtime, userId),
    eventos: await eventsOf(runtime, userId),
  };
  const json = JSON.stringify(data, null, 2);
  const html = readableDocument(data);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(runtime.now().getTime() + EXPORT_TTL_HOURS * 3_600_000);
  await runtime.db('privacy_exports').insert({
    id: exportId,
    user_id: userId,
    token_hash: runtime.keyedHash(`privacy-export:${token}`),
    sealed_json: await runtime.vault.encryptField(userId, json),
    sealed_html: await runtime.vault.encryptField(userId, html),
    size_bytes: Buffer.byteLength(json) + Buffer.byteLength(html),
    expires_at: expiresAt,
  });
  const produced = newEvent(DataExportProduced, { userId, exportId, sizeBytes: Buffer.byteLength(json) + Buffer.byteLength(html), expiresAt: expiresAt.toISOString() }, { ...meta, actorId: userId }, randomUUID());
  await runtime.events.append(privacyStream(userId), [produced]);
  const link = (format: string) => `${runtime.config.publicUrl}${EXPORT_PATH}/${exportId}?token=${token}&formato=${format}`;
  await runtime.mailer.send({
    id: produced.eventId,
    to: email,
    tag: 'privacy-export',
    // The link's token is a one-time secret: masked in the kept copy of the mail.
    secrets: [token],
    subject: 'Sua cópia de dados do π Boost está pronta',
    text: `Olá!\n\nA cópia dos seus dados pessoais que você pediu está pronta.\n\nDados completos (JSON): ${link('json')}\nDocumento para leitura: ${link('html')}\n\nOs links valem por ${EXPORT_TTL_HOURS} horas. Se você não pediu esta cópia, troque sua senha e fale com contato@piboost.com.br.\n\nEquipe π Boost`,
  });
}

/** The file behind a link: null when the token is wrong, expired, or the person was erased. */
export async function exportFile(runtime: Runtime, exportId: string, token: string, format: 'json' | 'html'): Promise<string | null> {
  const row = await runtime.db('privacy_exports')
    .where({ id: exportId, token_hash: runtime.keyedHash(`privacy-export:${token}`) })
    .where('expires_at', '>', runtime.now())
    .first<{ sealed_json: string; sealed_html: string } | undefined>('sealed_json', 'sealed_html');
  if (!row) return null;
  return runtime.vault.decryptField(format === 'json' ? row.sealed_json : row.sealed_html);
}
