// Saved replies (issue 29 item 3): admins write them on the support-macros stream, support staff
// fill one into the reply box. Placeholders: {nome} (the sender's name), {chamado} (the ticket's
// number), {plano} (the sender's plan). `{{` and `}}` write a literal brace. A value is inserted as
// it is and never read as a placeholder again, so a name like "{plano}" stays a name; the filled
// text is plain text the agent may edit, and the reply box and the mail show it as text.
import { isEvent, newEvent, SupportMacroDeleted, SupportMacroSaved, type NewEvent, type RecordedEvent } from '@piboost/events';

export const PLACEHOLDERS = ['nome', 'chamado', 'plano'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export interface Macro {
  id: string;
  title: string;
  body: string;
  updatedAt: Date;
  updatedBy: string;
}

export type MacrosState = Map<string, Macro>;

export function macrosState(history: readonly RecordedEvent[]): MacrosState {
  const macros: MacrosState = new Map();
  for (const e of history) {
    if (isEvent(e, SupportMacroSaved)) macros.set(e.data.macroId, { id: e.data.macroId, title: e.data.title, body: e.data.body, updatedAt: e.recordedAt, updatedBy: e.data.staffId });
    else if (isEvent(e, SupportMacroDeleted)) macros.delete(e.data.macroId);
  }
  return macros;
}

/** A macro the rules refuse; the message is for the admin, in Portuguese, naming the field. */
export class MacroRejected extends Error {
  constructor(
    readonly field: 'title' | 'body',
    message: string,
  ) {
    super(message);
  }
}
export class MacroMissing extends Error {}

const TOKEN = /\{\{|\}\}|\{([^{}]*)\}/g;

/** The placeholders a text uses that do not exist, as written (`{cliente}`). */
export function unknownPlaceholders(body: string): string[] {
  const unknown: string[] = [];
  for (const m of body.matchAll(TOKEN)) {
    if (m[1] !== undefined && !(PLACEHOLDERS as readonly string[]).includes(m[1]) && !unknown.includes(m[0])) unknown.push(m[0]);
  }
  return unknown;
}

/** The text with each placeholder replaced in one pass (values are never expanded again). */
export function fillMacro(body: string, values: Record<Placeholder, string>): string {
  return body.replace(TOKEN, (token, name: string | undefined) => {
    if (token === '{{') return '{';
    if (token === '}}') return '}';
    return (PLACEHOLDERS as readonly string[]).includes(name!) ? values[name as Placeholder] : token;
  });
}

export function saveMacro(state: MacrosState, command: { macroId: string; title: string; body: string; staffId: string; creating: boolean }): NewEvent[] {
  const current = state.get(command.macroId);
  if (!command.creating && !current) throw new MacroMissing();
  const unknown = unknownPlaceholders(command.body);
  if (unknown.length) {
    throw new MacroRejected(
      'body',
      `${unknown.length === 1 ? 'Marcador desconhecido' : 'Marcadores desconhecidos'}: ${unknown.join(', ')}. Use apenas {nome}, {chamado} ou {plano} (para escrever uma chave, use {{ ou }}).`,
    );
  }
  const title = command.title.trim();
  for (const m of state.values()) {
    if (m.id !== command.macroId && m.title.localeCompare(title, 'pt-BR', { sensitivity: 'base' }) === 0) throw new MacroRejected('title', 'Já existe uma resposta pronta com este título.');
  }
  if (current && current.title === title && current.body === command.body.trim()) return [];
  return [newEvent(SupportMacroSaved, { macroId: command.macroId, title, body: command.body.trim(), staffId: command.staffId })];
}

export function deleteMacro(state: MacrosState, command: { macroId: string; staffId: string }): NewEvent[] {
  if (!state.has(command.macroId)) throw new MacroMissing();
  return [newEvent(SupportMacroDeleted, command)];
}
