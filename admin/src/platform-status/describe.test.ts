// The read replica's line on the status page (issue 27 item 2): its lag in seconds and WAL bytes, in the operator's language.
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { describeCheck } from './describe';

describe('describeCheck: read replica', () => {
  it('says how far behind the replica is, whether its replay is paused, and when the server is no replica at all', async () => {
    await i18nProvider.changeLocale('pt-BR');
    const lagging = { standby: true, replayPaused: true, lagBytes: 16_384, lagSeconds: 12 };
    expect(describeCheck('readReplica', lagging)).toBe('Atraso de 12 s, 16.384 bytes de WAL a aplicar · replay pausado');
    expect(describeCheck('readReplica', { ...lagging, replayPaused: false, lagBytes: 0, lagSeconds: 0 })).toBe('Atraso de 0 s, 0 bytes de WAL a aplicar');
    expect(describeCheck('readReplica', { standby: false, replayPaused: false, lagBytes: 0, lagSeconds: 0 })).toBe('Não é uma réplica (servidor fora de recuperação)');
    await i18nProvider.changeLocale('en-US');
    expect(describeCheck('readReplica', lagging)).toBe('12 s behind, 16,384 bytes of WAL to replay · replay paused');
    await i18nProvider.changeLocale('pt-BR');
  });
});
