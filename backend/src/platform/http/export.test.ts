// A staff export as a specification: whatever the access stream already holds, the download is recorded.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { decider } from '../../../../tests/support/given';
import { recordExport } from './export';

describe('recordExport', () => {
  it('records who exported which list, with which filter', () => {
    const staffId = randomUUID();
    decider(() => null, recordExport)
      .given()
      .when({ staffId, export: 'users', filter: { plan: 'elite', q: '(busca)' } })
      .then({ type: 'DataExported', data: { staffId, export: 'users', filter: { plan: 'elite', q: '(busca)' } } });
  });
});
