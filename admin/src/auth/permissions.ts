// Who may do what in the back office (issue 6; DECISIONS 6). The API enforces the same rules with
// 403s; this table only hides what a person could not use anyway.
import type { StaffRole } from './session';

type Action = 'list' | 'show' | 'edit' | 'create' | 'delete' | 'export' | string;

/**
 * Resources support staff may open, and with which actions. Admins may do everything, including
 * what no entry names: the users actions (change-role, grant-trial, end-trial, grant-premium,
 * end-premium, disable, enable, end-sessions) and the audit log.
 */
const SUPPORT: Readonly<Record<string, readonly Action[]>> = {
  // Bulk export of everyone's personal data is for admins only (issue 11).
  users: ['list', 'show'],
  'user-events': ['list'],
  inbox: ['list', 'show', 'edit', 'export'],
  'inbox-assignees': ['list'],
  outbox: ['list', 'show'],
  newsletter: ['list', 'export'],
  // Billing: support reads invoices and subscriptions; refunds, sandbox payments and revenue are admins'.
  'billing/invoices': ['list', 'show'],
  'billing/subscriptions': ['list'],
  // Suporte IA: support reads every conversation and its transcript (issue 15 item 3).
  'assistant/conversations': ['list', 'show'],
};

export function canAccess(role: StaffRole | null, resource: string, action: Action): boolean {
  if (role === 'admin') return true;
  if (role !== 'support') return false;
  return SUPPORT[resource]?.includes(action) ?? false;
}
