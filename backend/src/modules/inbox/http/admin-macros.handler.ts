// /api/admin/support-macros - the saved replies (issue 29 item 3): support staff list them, admins
// create, edit and delete them (each a command on the support-macros stream, recorded with who did
// it), and GET /api/admin/inbox/:id/macros/:macroId fills one for a ticket: the text the reply box
// shows, which the agent may edit before sending.
import { randomUUID } from 'node:crypto';
import { supportMacrosStream } from '@piboost/events';
import { PLANS } from '@piboost/events/business';
import { z } from 'zod';
import { handleCommand, loadStream } from '../../../platform/command';
import { defineRoute, NotFound, ValidationError, noContent, type AppContext, type Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { accountSummary } from '../../billing';
import type { InboxAdmin } from '../admin-queries';
import { deleteMacro, fillMacro, MacroMissing, MacroRejected, macrosState, saveMacro, type MacrosState } from '../macros';
import { itemParams } from './admin.schema';
import { staff, staffRead } from './shared';

const macroInput = z.object({
  title: z.string({ error: 'Dê um título à resposta pronta.' }).trim().min(1, 'Dê um título à resposta pronta.').max(120, 'Título muito longo (máximo 120 caracteres).'),
  body: z.string({ error: 'Escreva o texto da resposta pronta.' }).trim().min(1, 'Escreva o texto da resposta pronta.').max(10_000, 'Texto muito longo (máximo 10.000 caracteres).'),
});
const macroParams = z.object({ id: z.uuid('Resposta pronta inválida.') });
const macroRow = z.object({ id: z.string(), title: z.string(), body: z.string(), updated_at: z.date(), updated_by: z.string() });
const adminWrite = { ...staff, access: 'admin' } as const;

const loadMacros = (runtime: Runtime) => loadStream(runtime.store, supportMacrosStream(), macrosState);

async function listMacros(runtime: Runtime) {
  const { state } = await loadMacros(runtime)();
  return [...state.values()].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')).map((m) => ({ id: m.id, title: m.title, body: m.body, updated_at: m.updatedAt, updated_by: m.updatedBy }));
}

async function macroCommand(runtime: Runtime, ctx: AppContext, principal: Principal, decide: (state: MacrosState) => ReturnType<typeof saveMacro>) {
  try {
    await handleCommand(runtime.events, supportMacrosStream(), loadMacros(runtime), (state) => ({ events: decide(state) }), {
      metadata: { requestId: ctx.state.requestId, actorId: principal.userId },
    });
  } catch (err) {
    if (err instanceof MacroMissing) throw new NotFound('Resposta pronta não encontrada.');
    if (err instanceof MacroRejected) throw new ValidationError({ [err.field]: err.message }, err.message);
    throw err;
  }
}

export function listMacrosRoute({ runtime }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/support-macros',
    summary: 'Lista as respostas prontas da equipe de suporte',
    response: z.array(macroRow),
    handler: () => listMacros(runtime),
  });
}

export function createMacroRoute({ runtime }: InboxAdmin) {
  return defineRoute({
    ...adminWrite,
    method: 'POST',
    status: 201,
    path: '/api/admin/support-macros',
    summary: 'Cria uma resposta pronta (marcadores: {nome}, {chamado}, {plano})',
    input: { body: macroInput },
    response: macroRow,
    async handler(ctx, { body, principal }) {
      const macroId = randomUUID();
      await macroCommand(runtime, ctx, principal, (state) => saveMacro(state, { macroId, ...body, staffId: principal.userId, creating: true }));
      return (await listMacros(runtime)).find((m) => m.id === macroId)!;
    },
  });
}

export function updateMacroRoute({ runtime }: InboxAdmin) {
  return defineRoute({
    ...adminWrite,
    method: 'PUT',
    path: '/api/admin/support-macros/:id',
    summary: 'Edita uma resposta pronta',
    input: { params: macroParams, body: macroInput },
    response: macroRow,
    async handler(ctx, { params, body, principal }) {
      await macroCommand(runtime, ctx, principal, (state) => saveMacro(state, { macroId: params.id, ...body, staffId: principal.userId, creating: false }));
      return (await listMacros(runtime)).find((m) => m.id === params.id)!;
    },
  });
}

export function deleteMacroRoute({ runtime }: InboxAdmin) {
  return defineRoute({
    ...adminWrite,
    method: 'DELETE',
    status: 204,
    path: '/api/admin/support-macros/:id',
    summary: 'Apaga uma resposta pronta',
    input: { params: macroParams },
    response: noContent,
    async handler(ctx, { params, principal }) {
      await macroCommand(runtime, ctx, principal, (state) => deleteMacro(state, { macroId: params.id, staffId: principal.userId }));
      return undefined;
    },
  });
}

/** The sender's plan as the macro says it: the user's plan in force, "Freemium" without one, "visitante" without an account. */
async function planName(runtime: Runtime, userId: string | null): Promise<string> {
  if (!userId) return 'visitante';
  const { subscription } = await accountSummary(runtime, userId);
  return PLANS.find((p) => p.id === (subscription.plan ?? 'freemium'))?.name ?? 'Freemium';
}

export function fillMacroRoute({ runtime, db, open }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox/:id/macros/:macroId',
    summary: 'Preenche uma resposta pronta para um item (nome, número do chamado e plano de quem escreveu)',
    input: { params: itemParams.extend({ macroId: z.uuid('Resposta pronta inválida.') }) },
    response: z.object({ text: z.string() }),
    async handler(_ctx, { params }) {
      const row = await db('inbox').where({ id: params.id }).first<{ reference: string; name: string | null; user_id: string | null } | undefined>('reference', 'name', 'user_id');
      if (!row) throw new NotFound('Item não encontrado.');
      const macro = (await loadMacros(runtime)()).state.get(params.macroId);
      if (!macro) throw new NotFound('Resposta pronta não encontrada.');
      const name = (await open(row.name)) ?? '';
      return { text: fillMacro(macro.body, { nome: name.split(/\s+/)[0] ?? name, chamado: row.reference, plano: await planName(runtime, row.user_id) }) };
    },
  });
}
