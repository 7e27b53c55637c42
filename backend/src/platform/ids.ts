import { createHash } from 'node:crypto';

/** A UUID-shaped id derived from a name (version 8 layout), so the same thing gets the same id in every process. */
export function derivedId(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
