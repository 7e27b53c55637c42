// The community's own table outside its read models: each person's posts of the last hour (when,
// and a keyed hash of the normalized body), what the rate limits and the "same body again" hold are
// decided on. Operational data, pruned past an hour; losing it only forgets recent pace.
import type { Migration } from '../../platform/db/migrate';

export const communityMigrations: readonly Migration[] = [
  {
    name: 'community/001-activity',
    async up(db) {
      await db.raw(`
        CREATE TABLE community_activity (
          user_id uuid NOT NULL,
          post_id uuid NOT NULL PRIMARY KEY,
          at timestamptz NOT NULL,
          body_hash text NOT NULL
        );
        CREATE INDEX community_activity_user ON community_activity (user_id, at DESC);`);
    },
    async down(db) {
      await db.raw('DROP TABLE IF EXISTS community_activity');
    },
  },
];
