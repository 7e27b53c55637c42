// Saved replies of the support team (issue 29 item 3): one stream, support-macros, written by admins;
// support staff pick one in the reply box. The text is the team's template, not personal data: the
// person's name, ticket and plan are filled in when an agent uses it (backend modules/inbox/macros.ts).
import { z } from 'zod';
import { defineEvent } from './define';
import { id } from './fields';

export const macroTitle = z.string().trim().min(1).max(120);
export const macroBody = z.string().trim().min(1).max(10_000);

/** A macro created or edited (the whole text each time). */
export const SupportMacroSaved = defineEvent('SupportMacroSaved', z.object({ macroId: id, title: macroTitle, body: macroBody, staffId: id }));

export const SupportMacroDeleted = defineEvent('SupportMacroDeleted', z.object({ macroId: id, staffId: id }));

export const supportMacroEvents = [SupportMacroSaved, SupportMacroDeleted] as const;
