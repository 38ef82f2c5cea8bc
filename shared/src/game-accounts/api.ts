// A member's game account (issue 38; docs/product/account.md#settings): the player the game
// server linked to their account, by the one-time code their settings show and they type in game.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';

export interface GameAccount {
  player_uuid: string;
  linked_at: string;
  /** The player's current name, as the game server last gave it. */
  name: string;
}

export interface LinkCode {
  code: string;
  expires_at: string;
  /** The game name it was asked for: only that player can type it. */
  for_name: string;
}

/** The cache entry of a member's game account (every app reads the same one). */
export const gameAccountKey = (userId: string | null) => ['game-account', userId] as const;

/** The signed-in member's linked game account, or null (row-level security: their own only). */
export async function getOwnGameAccount(userId: string): Promise<GameAccount | null> {
  const row = unwrap(
    await supabase
      .from('game_accounts')
      .select('player_uuid, linked_at, player:game_players(name)')
      .eq('user_id', userId)
      .maybeSingle(),
  ) as { player_uuid: string; linked_at: string; player: { name: string } | null } | null;
  if (!row) return null;
  return { player_uuid: row.player_uuid, linked_at: row.linked_at, name: row.player?.name ?? '' };
}

/** The member's game account as a query (each app calls `useQuery` with it in its own api/). */
export const ownGameAccountQuery = (userId: string | null) => ({
  queryKey: gameAccountKey(userId),
  queryFn: () => getOwnGameAccount(userId!),
  enabled: userId !== null,
});

/**
 * A new one-time code (valid 10 minutes) for the player named `gameName`, replacing the member's
 * previous one.
 */
export async function createLinkCode(gameName: string): Promise<LinkCode> {
  return unwrap(
    await supabase.rpc('create_game_link_code', { p_name: gameName }).single(),
  ) as LinkCode;
}

export async function unlinkGameAccount(): Promise<void> {
  unwrap(await supabase.rpc('unlink_game_account'));
}

let channels = 0;

/**
 * Calls `onChange` whenever the member's link is made, replaced or removed (the game server's
 * bridge writes it when the player types the code); returns the unsubscribe.
 */
export function subscribeGameAccount(userId: string, onChange: () => void): () => void {
  const channel: RealtimeChannel = supabase
    .channel(`game-account-${(channels += 1)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'game_accounts', filter: `user_id=eq.${userId}` },
      onChange,
    )
    .subscribe((status) => {
      // Joined again after a drop: what came meanwhile is not replayed.
      if (status === 'SUBSCRIBED') onChange();
    });
  return () => void supabase.removeChannel(channel);
}
