// The waiting helper itself: what counts as passed, what it returns, what it says on timeout.
import { describe, expect, it } from 'vitest';
import { eventually } from './eventually';

describe('eventually', () => {
  it('returns the first value the probe gives once it passes', async () => {
    let tries = 0;
    const value = await eventually(async () => (++tries < 3 ? null : { tries }), { interval: 1 });
    expect(value).toEqual({ tries: 3 });
  });

  it('keeps trying while the probe throws or answers undefined or false, and takes 0 as an answer', async () => {
    const answers: unknown[] = [undefined, false, 0];
    let tries = 0;
    const value = await eventually(
      () => {
        tries++;
        if (tries === 1) expect(tries).toBe(2);
        return answers.shift() as number | undefined | false;
      },
      { interval: 1 },
    );
    expect(value).toBe(0);
    expect(tries).toBe(4);
  });

  it('names what it waited for and the last value on timeout', async () => {
    await expect(eventually(async () => null, { timeout: 30, interval: 5, label: 'the invoice' })).rejects.toThrow(/waiting for the invoice \(last value: null\)/);
  });

  it('names the last error on timeout', async () => {
    const probe = () => {
      expect(1).toBe(2);
      return true;
    };
    await expect(eventually(probe, { timeout: 30, interval: 5 })).rejects.toThrow(/last error: expected 1 to be 2/);
  });
});
