// The rendered exports of each published report (the files are produced by the job, never in a
// request; only the latest publication of a period keeps its files).
import type { Migration } from '../../platform/db/migrate';

export const reportsMigrations: readonly Migration[] = [
  {
    name: 'reports/001-files',
    async up(db) {
      await db.raw(`
        CREATE TABLE report_files (
          report_id uuid NOT NULL,
          kind text NOT NULL,
          period_start text NOT NULL,
          format text NOT NULL,
          bytes bytea NOT NULL,
          created_at timestamptz NOT NULL,
          PRIMARY KEY (report_id, format)
        );
        CREATE INDEX report_files_period ON report_files (kind, period_start);`);
    },
    async down(db) {
      await db.raw('DROP TABLE report_files');
    },
  },
  {
    // Issue 26: the PDF in each other language (Excel and CSV stay in pt-BR, report_files above).
    name: 'reports/002-translated-pdfs',
    async up(db) {
      await db.raw(`
        CREATE TABLE report_translated_pdfs (
          report_id uuid NOT NULL,
          locale text NOT NULL,
          kind text NOT NULL,
          period_start text NOT NULL,
          bytes bytea NOT NULL,
          created_at timestamptz NOT NULL,
          PRIMARY KEY (report_id, locale)
        );
        CREATE INDEX report_translated_pdfs_period ON report_translated_pdfs (kind, period_start);`);
    },
    async down(db) {
      await db.raw('DROP TABLE report_translated_pdfs');
    },
  },
];
