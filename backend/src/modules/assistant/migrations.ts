// The assistant's own table: the answer being written, relayed to the browser while it streams.
// Rows are transient (the answer is kept as an event); the job prunes them after an hour.
import type { Migration } from '../../platform/db/migrate';

export const assistantMigrations: readonly Migration[] = [
  {
    name: 'assistant/001-drafts',
    async up(db) {
      await db.raw(`
        CREATE TABLE assistant_drafts (
          message_id uuid PRIMARY KEY,
          conversation_id uuid NOT NULL,
          text text NOT NULL DEFAULT '',
          done boolean NOT NULL DEFAULT false,
          updated_at timestamptz NOT NULL DEFAULT now()
        );
      `);
    },
  },
];
