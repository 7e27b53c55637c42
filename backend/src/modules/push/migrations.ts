// The push module's own table: which notification went to which subscription. Written before the
// message is sent (a claim), so a job that runs again - BullMQ is at-least-once, a reactor may
// redeliver - never sends the same notification to the same browser twice. Erasure deletes the
// person's rows (privacy calls forgetDeliveries).
import type { Migration } from '../../platform/db/migrate';

export const pushMigrations: readonly Migration[] = [
  {
    name: 'push/001-deliveries',
    async up(db) {
      await db.raw(`
        CREATE TABLE push_deliveries (
          notification_id text NOT NULL,
          subscription_id text NOT NULL,
          user_id uuid NOT NULL,
          topic text NOT NULL,
          status text NOT NULL DEFAULT 'sending',
          created_at timestamptz NOT NULL,
          PRIMARY KEY (notification_id, subscription_id)
        );
        CREATE INDEX push_deliveries_user ON push_deliveries (user_id, created_at);
      `);
    },
    async down(db) {
      await db.raw('DROP TABLE push_deliveries');
    },
  },
];
