// Presence as Phoenix.Presence keeps it for one topic: each tracking channel holds one meta under
// its presence key; the state groups metas by key ({key: {metas: [...]}}) and every change is a
// diff {joins, leaves} in the same shape. A meta is the tracked payload plus `phx_ref` (and
// `phx_ref_prev` when an update replaced an earlier meta).
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceState = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

const newRef = (): string => randomBytes(8).toString('base64url');

function group(entries: { key: string; meta: Meta }[]): PresenceState {
  const state: PresenceState = {};
  for (const { key, meta } of entries) (state[key] ??= { metas: [] }).metas.push(meta);
  return state;
}

const samePayload = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Presence of one topic; `T` identifies a tracking channel. */
export class TopicPresence<T> {
  private readonly tracked = new Map<
    T,
    { key: string; payload: Record<string, unknown>; meta: Meta }
  >();

  state(): PresenceState {
    return group([...this.tracked.values()]);
  }

  get size(): number {
    return this.tracked.size;
  }

  /** Tracks or updates; null when nothing changed (the same payload again). */
  track(owner: T, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const previous = this.tracked.get(owner);
    if (previous && previous.key === key && samePayload(previous.payload, payload)) return null;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    this.tracked.set(owner, { key, payload, meta });
    return {
      joins: group([{ key, meta }]),
      leaves: previous ? group([previous]) : {},
    };
  }

  /** Untracks; null when the owner tracked nothing. */
  untrack(owner: T): PresenceDiff | null {
    const previous = this.tracked.get(owner);
    if (!previous) return null;
    this.tracked.delete(owner);
    return { joins: {}, leaves: group([previous]) };
  }
}
