/**
 * Which keys a process has been asked for, so that a first read can be served differently from the
 * ones after it (the proxy streams a listing state nobody has asked for yet, docs/adr/0019). Bounded:
 * past `capacity` the key read longest ago is forgotten, and its next read counts as a first one again.
 */
export class FirstReads {
  readonly #keys = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** Whether this is the key's first read since it was last forgotten; either way the read is recorded. */
  isFirst(key: string): boolean {
    const readBefore = this.#keys.delete(key);
    this.#keys.add(key);
    if (this.#keys.size > this.capacity) this.#keys.delete(this.#keys.values().next().value!);
    return !readBefore;
  }
}
