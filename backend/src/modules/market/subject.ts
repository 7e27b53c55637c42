// One published analysis as another module names it (the community's thread about it): its id and
// title, or null when there is no such analysis.
import type { Runtime } from '../../platform/runtime';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function analysisSubject(runtime: Pick<Runtime, 'db'>, analysisId: string): Promise<{ id: string; title: string } | null> {
  if (!UUID.test(analysisId)) return null;
  const row = await runtime.db('market_analyses').where({ id: analysisId }).first<{ id: string; title: string } | undefined>('id', runtime.db.raw(`data->>'title' AS title`));
  return row ? { id: row.id, title: row.title } : null;
}
