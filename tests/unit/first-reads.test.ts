import { describe, expect, it } from 'vitest';
import { FirstReads } from '../../lib/first-reads';

describe('FirstReads: which keys a process is asked for the first time (docs/adr/0019)', () => {
  it('answers true for a key once, then false', () => {
    const reads = new FirstReads(10);
    expect(reads.isFirst('/fr-fr/listings/fashion/_/c29ydA')).toBe(true);
    expect(reads.isFirst('/fr-fr/listings/fashion/_/c29ydA')).toBe(false);
    expect(reads.isFirst('/fr-fr/listings/fashion/_/c29ydA')).toBe(false);
    expect(reads.isFirst('/en-uk/listings/fashion/_/c29ydA')).toBe(true);
  });

  it('forgets the key read longest ago past its capacity, and counts its next read as a first one', () => {
    const reads = new FirstReads(2);
    reads.isFirst('a');
    reads.isFirst('b');
    reads.isFirst('a'); // read again: now b is the oldest
    reads.isFirst('c');
    expect(reads.isFirst('a')).toBe(false);
    expect(reads.isFirst('b')).toBe(true);
  });
});
