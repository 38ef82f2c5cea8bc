import { supabase, unwrap, type PlayerProfile } from '@norsecraft/shared';

export const playerKey = (name: string) => ['player', name.toLowerCase()] as const;

/** The public player page's data, by any name the player had; null for a name never known. */
export async function getPlayer(name: string, signal?: AbortSignal): Promise<PlayerProfile | null> {
  const request = supabase.rpc('player_profile', { p_name: name }, { get: true });
  return unwrap(await (signal ? request.abortSignal(signal) : request));
}

/** The page's query: prefetched with its code, and by the HTML host before it renders the page. */
export const playerQuery = (name: string) => ({
  queryKey: playerKey(name),
  queryFn: () => getPlayer(name),
});
