// The content module's own tables: views are counted, not events (one row per viewer per article per
// São Paulo day, and the running total beside it), so a busy article never grows an event stream.
import type { Migration } from '../../platform/db/migrate';

export const contentMigrations: readonly Migration[] = [
  {
    name: 'content/001-article-views',
    async up(db) {
      await db.raw(`
        CREATE TABLE article_views (
          article_id uuid NOT NULL,
          viewer text NOT NULL,
          day date NOT NULL,
          PRIMARY KEY (article_id, viewer, day)
        );
        CREATE TABLE article_view_totals (
          article_id uuid PRIMARY KEY,
          views bigint NOT NULL
        );
      `);
    },
  },
];
