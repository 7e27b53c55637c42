// The answers of the back office's people routes (issue 22 item 5): the shapes the admin's users,
// timeline and audit-log screens read - and import as types through backend/src/contract.ts.
import { z } from 'zod';

const at = z.string().meta({ description: 'ISO 8601' });

/** One row of the users list: sealed fields opened for staff. */
export const staffUserSummary = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  plan: z.string().nullable().meta({ description: 'O plano escolhido no cadastro (não o acesso Premium)' }),
  status: z.string(),
  provider: z.string(),
  premium: z.boolean(),
  premiumAccess: z.object({ kind: z.enum(['subscription', 'trial']), until: at }).nullable().meta({ description: 'Como a pessoa tem Premium agora' }),
  premiumUntil: at.nullable(),
  trialEndsAt: at.nullable(),
  createdAt: at,
  lastSignInAt: at.nullable(),
  emailVerifiedAt: at.nullable(),
  profileCompletedAt: at.nullable(),
});

/** One person's page: the summary, their profile (CPF masked), consents and standing. */
export const staffUserDetail = staffUserSummary.extend({
  cpf: z.string().nullable().meta({ description: 'Mascarado (***.456.789-**)' }),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  consents: z.array(z.object({ purpose: z.string(), granted: z.boolean(), textVersion: z.string(), channel: z.string(), at })),
  registeredAt: at,
  xp: z.object({ totalXp: z.number(), level: z.number(), dailyStreak: z.number() }),
});

/** One event about a person, as stored: sealed fields read "dado pessoal cifrado". */
export const timelineEntry = z.object({
  id: z.uuid(),
  userId: z.string(),
  type: z.string(),
  streamId: z.string(),
  schemaVersion: z.number().int(),
  recordedAt: at,
  position: z.string().meta({ description: 'Opaca, na ordem do log: compare, nunca calcule' }),
  actorId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

/** One back-office action in the audit log. */
export const auditEntry = z.object({
  id: z.uuid(),
  at: z.date(),
  actorId: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const staffUsersResponse = z.array(staffUserSummary);
export const timelineResponse = z.array(timelineEntry);
export const auditLogResponse = z.array(auditEntry);
