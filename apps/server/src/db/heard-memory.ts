import { setNewest } from '../lib/bounded-map';
import type { Db } from './client';

/**
 * What the database said about some keys, remembered in process only while every change to them
 * is heard (a notification at commit, or the process's own writes): until then, and after the
 * hearing is lost, nothing is remembered. A lookup takes a stamp before asking the database, and
 * its answer is not remembered if a change was heard meanwhile. Each entry is kept until the time
 * it was given, the oldest dropped first beyond `maxEntries`.
 */
export class HeardMemory<Value> {
  private readonly entries = new Map<string, { value: Value; until: number }>();
  private changes = 0;
  private trusted = false;

  constructor(private readonly maxEntries: number) {}

  /** On while every change reaches this process, off (and emptied) when one may not. */
  trust(trusted: boolean): void {
    this.forgetAll();
    this.trusted = trusted;
  }

  /** To take before asking the database, for `remember`. */
  stamp(): number {
    return this.changes;
  }

  remember(key: string, value: Value, until: Date, stamp: number): void {
    if (!this.trusted || this.changes !== stamp) return;
    setNewest(this.entries, key, { value, until: until.getTime() }, this.maxEntries);
  }

  /** The remembered value, unless its time has come or the memory is off. */
  recall(key: string, now: Date): Value | undefined {
    const entry = this.trusted ? this.entries.get(key) : undefined;
    return entry && entry.until > now.getTime() ? entry.value : undefined;
  }

  forget(key: string): void {
    this.changes += 1;
    this.entries.delete(key);
  }

  forgetAll(): void {
    this.changes += 1;
    this.entries.clear();
  }
}

/** One memory per database (tests open many), made on first use. */
export function heardMemoryPerDatabase<Value>(maxEntries: number): (db: Db) => HeardMemory<Value> {
  const memories = new WeakMap<Db, HeardMemory<Value>>();
  return (db) => {
    let memory = memories.get(db);
    if (!memory) {
      memory = new HeardMemory<Value>(maxEntries);
      memories.set(db, memory);
    }
    return memory;
  };
}
