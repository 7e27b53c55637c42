// audit_log: one row per back-office action - who (staff), what, on what, when, and the details a
// reviewer needs. Only actions taken by staff land here: RoleChanged from the ADMIN_EMAILS setting
// (staffId null) is the platform's doing, not a person's. Sealed personal fields (a reply's text)
// are left out: the log says that a reply was sent, the inbox shows it to whoever may read it.
// What staff take out of the platform (exports, résumé downloads) is an action too (LGPD).
import type { Knex } from 'knex';
import {
  AccountDisabled,
  AccountEnabled,
  ArticleEdited,
  ArticleFeatureChanged,
  ArticlePublished,
  ArticleUnpublished,
  BlogSettingsChanged,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnbanned,
  CommunityMemberUnmuted,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostRestored,
  CommunityRoomOpened,
  CommunityRoomUpdated,
  DataExported,
  DataExportRequested,
  DataSubjectRequestAnswered,
  DataSubjectRequestOpened,
  ErasureRequested,
  ArticleGenerationRequested,
  DeadLetterRetried,
  FailedJobRetried,
  InboxItemAssigned,
  InvoiceMarkedPaidInSandbox,
  InboxItemNoteAdded,
  InboxItemPriorityChanged,
  InboxItemReplied,
  InboxItemStatusChanged,
  ObsoleteDeadLettersDismissed,
  PremiumEndedByStaff,
  PremiumGrantedByStaff,
  ProjectionRebuildRequested,
  RefundRequested,
  ResumeDownloaded,
  InboxAttachmentDownloaded,
  RoleChanged,
  SessionsEndedByStaff,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

/** node-pg sends arrays holding nulls as SQL arrays; knex's binding type only lists arrays without nulls. */
const sqlArray = (values: readonly (string | null)[]) => values as unknown as Knex.Value;

export type AuditTargetType = 'user' | 'visitor' | 'inbox' | 'projection' | 'queue' | 'export' | 'article' | 'blog' | 'invoice' | 'community_post' | 'community_room';

/** Where each action points, and which of its fields are not details (actor, target, sealed text). */
const ACTIONS: Readonly<Record<string, { target: AuditTargetType; targetField: string; omit: readonly string[] }>> = Object.fromEntries(
  [
    // Data-subject requests staff registered, carried out (an export, an erasure) or answered.
    // A visitor's request (no account) points at the visitor's subject; its sealed e-mail stays out.
    [DataSubjectRequestAnswered.type, { target: 'user' as const, targetField: 'userId', omit: ['note', 'subjectId'] }] as const,
    [DataSubjectRequestOpened.type, { target: 'user' as const, targetField: 'userId', omit: ['email', 'emailHash', 'subjectId'] }] as const,
    ...[
      TrialGrantedByStaff,
      TrialEndedByStaff,
      PremiumGrantedByStaff,
      PremiumEndedByStaff,
      SessionsEndedByStaff,
      RoleChanged,
      AccountDisabled,
      AccountEnabled,
      DataExportRequested,
      ErasureRequested,
    ].map(
      (d) => [d.type, { target: 'user' as const, targetField: 'userId', omit: [] }] as const,
    ),
    ...[InboxItemStatusChanged, InboxItemAssigned, InboxItemPriorityChanged].map((d) => [d.type, { target: 'inbox' as const, targetField: 'itemId', omit: [] }] as const),
    [InboxItemReplied.type, { target: 'inbox' as const, targetField: 'itemId', omit: ['message', 'subjectId'] }] as const,
    [InboxItemNoteAdded.type, { target: 'inbox' as const, targetField: 'itemId', omit: ['note', 'subjectId'] }] as const,
    ...[ResumeDownloaded, InboxAttachmentDownloaded].map((d) => [d.type, { target: 'inbox' as const, targetField: 'itemId', omit: ['subjectId'] }] as const),
    [DataExported.type, { target: 'export' as const, targetField: 'export', omit: [] }] as const,
    // Editorial control (content): an auto-published article has no staff member and is no staff action.
    ...[ArticlePublished, ArticleUnpublished, ArticleFeatureChanged].map((d) => [d.type, { target: 'article' as const, targetField: 'articleId', omit: [] }] as const),
    [ArticleEdited.type, { target: 'article' as const, targetField: 'articleId', omit: ['body', 'excerpt'] }] as const,
    [BlogSettingsChanged.type, { target: 'blog' as const, targetField: 'autoPublish', omit: [] }] as const,
    [ArticleGenerationRequested.type, { target: 'blog' as const, targetField: 'jobId', omit: [] }] as const,
    // Billing (issue 12): an admin's refund and sandbox payment; the guarantee's refund has no staffId.
    ...[RefundRequested, InvoiceMarkedPaidInSandbox].map((d) => [d.type, { target: 'invoice' as const, targetField: 'invoiceId', omit: [] }] as const),
    [ProjectionRebuildRequested.type, { target: 'projection' as const, targetField: 'projection', omit: [] }] as const,
    ...[DeadLetterRetried, ObsoleteDeadLettersDismissed].map((d) => [d.type, { target: 'projection' as const, targetField: 'projection', omit: [] }] as const),
    [FailedJobRetried.type, { target: 'queue' as const, targetField: 'queue', omit: [] }] as const,
    // Community moderation (issue 24): a post hidden, restored or released (its author kept in the
    // details), a person muted, banned or let back, a room an admin opened or renamed. The rooms every
    // install opens at start have no staffId: not a staff action.
    ...[CommunityPostHidden, CommunityPostRestored, CommunityPostReleased].map((d) => [d.type, { target: 'community_post' as const, targetField: 'postId', omit: [] }] as const),
    ...[CommunityMemberMuted, CommunityMemberUnmuted, CommunityMemberBanned, CommunityMemberUnbanned].map((d) => [d.type, { target: 'user' as const, targetField: 'userId', omit: [] }] as const),
    ...[CommunityRoomOpened, CommunityRoomUpdated].map((d) => [d.type, { target: 'community_room' as const, targetField: 'roomId', omit: [] }] as const),
  ],
);

export interface AuditRow {
  id: string;
  at: string;
  actor_id: string;
  action: string;
  target_type: AuditTargetType;
  target_id: string;
  details: string;
}

/** The audit row of an event, or null when it is not a staff action. */
export function auditRow(e: RecordedEvent): AuditRow | null {
  const action = ACTIONS[e.type];
  if (!action) return null;
  const data = e.data as Record<string, unknown>;
  const actor = typeof data.staffId === 'string' ? data.staffId : null;
  if (!actor) return null;
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'staffId' && key !== action.targetField && !action.omit.includes(key)) details[key] = value;
  }
  const visitor = action.target === 'user' && data.userId === null && typeof data.subjectId === 'string';
  return {
    id: e.eventId,
    at: e.recordedAt.toISOString(),
    actor_id: actor,
    action: e.type,
    target_type: visitor ? 'visitor' : action.target,
    target_id: String(visitor ? data.subjectId : data[action.targetField]),
    details: JSON.stringify(details),
  };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const t = table('audit_log');
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      at timestamptz NOT NULL,
      actor_id uuid NOT NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      details jsonb NOT NULL
    )`,
    [t],
  );
  // Rows are only ever inserted; each filter of the back office comes with the newest-first order.
  for (const [suffix, columns] of [
    ['at', 'at DESC'],
    ['actor', 'actor_id, at DESC'],
    ['action', 'action, at DESC'],
    ['target', 'target_id, at DESC'],
  ] as const) {
    await db.raw(`CREATE INDEX ?? ON ?? (${columns})`, [indexName(t, suffix), t]);
  }
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const rows = events.map(auditRow).filter((r): r is AuditRow => r !== null);
  if (rows.length === 0) return;
  const column = (key: keyof AuditRow) => sqlArray(rows.map((r) => r[key]));
  await trx.raw(
    `INSERT INTO ?? (id, at, actor_id, action, target_type, target_id, details)
     SELECT * FROM unnest(?::uuid[], ?::timestamptz[], ?::uuid[], ?::text[], ?::text[], ?::text[], ?::jsonb[])
     ON CONFLICT (id) DO NOTHING`,
    [table('audit_log'), column('id'), column('at'), column('actor_id'), column('action'), column('target_type'), column('target_id'), column('details')],
  );
}

export const auditProjection: Projection = {
  name: 'audit_log',
  // v4: failed-job retries, obsolete dead letters dismissed, AI articles requested, visitors' LGPD requests.
  // v5: community moderation (issue 24).
  version: 5,
  eventTypes: Object.keys(ACTIONS),
  tables: ['audit_log'],
  createTables,
  applyBatch,
};
