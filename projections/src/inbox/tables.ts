// The inbox read model's tables: items, newsletter subscriptions, and each item's replies and notes.
import type { Knex } from 'knex';
import { indexName } from '../engine/projection';

export async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const inbox = table('inbox');
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      kind text NOT NULL,
      reference text NOT NULL UNIQUE,
      subject_id uuid NOT NULL,
      user_id uuid,
      name text,
      email text,
      email_hash text,
      subject text,
      category text,
      priority text,
      message text,
      details jsonb NOT NULL,
      status text NOT NULL,
      assignee_id uuid,
      replied_at timestamptz,
      response_target_hours integer,
      response_due_at timestamptz,
      first_replied_at timestamptz,
      queue_due_at timestamptz,
      last_customer_message_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`,
    [inbox],
  );
  for (const [suffix, columns] of [
    ['status', 'status, created_at DESC'],
    ['kind', 'kind, created_at DESC'],
    ['created', 'created_at DESC'],
    ['subject', 'subject_id'],
    ['queue', 'queue_due_at, created_at DESC'],
  ] as const) {
    await db.raw(`CREATE INDEX ?? ON ?? (${columns})`, [indexName(inbox, suffix), inbox]);
  }
  const newsletter = table('newsletter_subscriptions');
  await db.raw(
    `CREATE TABLE ?? (
      email_hash text PRIMARY KEY,
      subject_id uuid NOT NULL,
      email text,
      token_hash text,
      status text NOT NULL,
      requested_at timestamptz,
      confirmed_at timestamptz,
      updated_at timestamptz NOT NULL
    )`,
    [newsletter],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (status)`, [indexName(newsletter, 'status'), newsletter]);
  // The thread's replies and the team's notes: a staff member's text about the sender, sealed with their key.
  for (const [name, text] of [
    ['inbox_replies', 'message'],
    ['inbox_notes', 'note'],
  ] as const) {
    const t = table(name);
    await db.raw(
      `CREATE TABLE ?? (
        id uuid PRIMARY KEY,
        item_id uuid NOT NULL,
        subject_id uuid NOT NULL,
        staff_id uuid NOT NULL,
        ?? text,
        created_at timestamptz NOT NULL
      )`,
      [t, text],
    );
    await db.raw(`CREATE INDEX ?? ON ?? (item_id, created_at)`, [indexName(t, 'item'), t]);
    await db.raw(`CREATE INDEX ?? ON ?? (subject_id)`, [indexName(t, 'subject'), t]);
  }
  // The customer's answers (issue 29): what they wrote and their attachments' names sealed with their key.
  const answers = table('inbox_customer_messages');
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      item_id uuid NOT NULL,
      subject_id uuid NOT NULL,
      via text NOT NULL,
      message text,
      filenames text,
      attachments jsonb NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    [answers],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (item_id, created_at)`, [indexName(answers, 'item'), answers]);
  await db.raw(`CREATE INDEX ?? ON ?? (subject_id)`, [indexName(answers, 'subject'), answers]);
  await db.raw(`CREATE INDEX ?? ON ?? (assignee_id, created_at DESC)`, [indexName(inbox, 'assignee'), inbox]);
  await db.raw(`CREATE INDEX ?? ON ?? (user_id)`, [indexName(inbox, 'user'), inbox]);
}
