// What every batch route of the bridge shares (README "Game bridge"): a JSON array of at most
// 1,000 objects, each with exactly its route's fields, checked item by item so that a bad item is
// refused with its index and the reason before anything is written; an item repeating another's
// key is refused naming both. The values themselves are checked with values.ts.
import { ValueError } from './values.ts';

export const MAX_ITEMS_PER_CALL = 1000;

export type BatchCheck<T> =
  { ok: true; items: T[] } | { ok: false; error: string; index?: number; reason?: string };

export interface BatchRules<T> {
  /** What the items are, plural: 'punishments', 'players', 'votes'. */
  noun: string;
  /** One item, or throws a ValueError with the reason it is refused. */
  check(item: unknown): T;
  /**
   * The item's keys on the game side, each with what it is called ('the uuid'): an item that
   * repeats a key of an earlier item is refused.
   */
  keys?(item: T): { key: string; name: string }[];
}

/**
 * The object `item` as its fields, or throws: every field of `required` present, nothing but
 * those and `optional` (an optional field may be left out or null).
 */
export function checkFields(
  item: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new ValueError('must be an object');
  const fields = item as Record<string, unknown>;
  const unknown = Object.keys(fields).find(
    (key) => !required.includes(key) && !optional.includes(key),
  );
  if (unknown !== undefined) throw new ValueError(`unknown field "${unknown}"`);
  const missing = required.find((field) => !(field in fields));
  if (missing !== undefined) throw new ValueError(`${missing} is missing`);
  return fields;
}

/** The batch, or why it is refused: the first bad item's index (from 0) and reason. */
export function checkBatch<T>(body: unknown, rules: BatchRules<T>): BatchCheck<T> {
  if (!Array.isArray(body)) return { ok: false, error: `Send a JSON array of ${rules.noun}` };
  if (body.length > MAX_ITEMS_PER_CALL) {
    return {
      ok: false,
      error: `At most ${MAX_ITEMS_PER_CALL.toLocaleString('en-US')} ${rules.noun} per call; this one has ${body.length.toLocaleString('en-US')}`,
    };
  }
  const items: T[] = [];
  // Each key → the index that first named it.
  const seen = new Map<string, number>();
  for (const [index, raw] of body.entries()) {
    let reason: string | null = null;
    try {
      const item = rules.check(raw);
      for (const { key, name } of rules.keys?.(item) ?? []) {
        const named = `${name}\u0000${key}`;
        const first = seen.get(named);
        if (first !== undefined) {
          reason = `repeats ${name} of item ${first}`;
          break;
        }
        seen.set(named, index);
      }
      items.push(item);
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      reason = error.message;
    }
    if (reason !== null) return { ok: false, error: `Item ${index}: ${reason}`, index, reason };
  }
  return { ok: true, items };
}
