import { CLICKER_ERRORS, supabase, unwrap, type Tables } from '@norsecraft/shared';
import type { ClickerState } from '../lib/clicker';

/** Whose progress: a signed-in user's own row, or a guest's row reached only through RPCs. */
export type SaveOwner = { kind: 'user'; userId: string } | { kind: 'guest'; saveKey: string };

export const clickerSaveKey = (owner: SaveOwner) =>
  ['clicker-save', owner.kind === 'user' ? owner.userId : owner.saveKey] as const;

/**
 * The columns of clicker_saves this game reads and writes (docs/product/games.md#elder-clicker).
 */
type ClickerSaveRow = Pick<
  Tables<'clicker_saves'>,
  'score' | 'multiplier' | 'auto_clickers' | 'click_power' | 'achievements'
>;

const COLUMNS = 'score, multiplier, auto_clickers, click_power, achievements';

function fromRow(row: ClickerSaveRow): ClickerState {
  return {
    score: row.score,
    multiplier: row.multiplier,
    autoClickers: row.auto_clickers,
    clickPower: row.click_power,
    achievements: row.achievements,
  };
}

function toRow(state: ClickerState): ClickerSaveRow {
  return {
    score: state.score,
    multiplier: state.multiplier,
    auto_clickers: state.autoClickers,
    click_power: state.clickPower,
    achievements: state.achievements,
  };
}

/** The owner's save, created with the starting values on first load. */
export async function loadClickerSave(owner: SaveOwner): Promise<ClickerState> {
  if (owner.kind === 'guest') {
    return fromRow(
      unwrap(await supabase.rpc('get_guest_clicker_save', { p_save_key: owner.saveKey }).single()),
    );
  }

  const existing = unwrap(
    await supabase.from('clicker_saves').select(COLUMNS).eq('user_id', owner.userId).maybeSingle(),
  );
  if (existing) return fromRow(existing);

  // Defaults come from the table; a second tab racing us here hits the unique user_id and
  // simply reads the row the other one made.
  const created = await supabase
    .from('clicker_saves')
    .insert({ user_id: owner.userId })
    .select(COLUMNS)
    .single();
  if (created.error?.code === '23505') return loadClickerSave(owner);
  return fromRow(unwrap(created));
}

/**
 * Writes the owner's progress. 'behind': the database kept a save with more progress (the game
 * played on another device or tab, docs/product/games.md#elder-clicker); the caller loads it.
 */
export async function saveClickerProgress(
  owner: SaveOwner,
  state: ClickerState,
): Promise<'saved' | 'behind'> {
  const row = toRow(state);
  const { error, status } =
    owner.kind === 'guest'
      ? await supabase.rpc('save_guest_clicker_progress', {
          p_save_key: owner.saveKey,
          p_score: row.score,
          p_multiplier: row.multiplier,
          p_auto_clickers: row.auto_clickers,
          p_click_power: row.click_power,
          p_achievements: row.achievements,
        })
      : await supabase.from('clicker_saves').update(row).eq('user_id', owner.userId);
  if (error?.message === CLICKER_ERRORS.behind) return 'behind';
  unwrap({ data: null, error, status });
  return 'saved';
}
