/** Score names (spec §5 "Score submission"): trimmed, non-empty, at most 20 characters. */
export const SCORE_NAME_MAX_LENGTH = 20;

export type ScoreNameResult = { ok: true; name: string } | { ok: false; error: string };

export function validateScoreName(raw: string): ScoreNameResult {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, error: 'Please enter a name.' };
  // Code points, not UTF-16 units, to agree with the database's char_length.
  if ([...name].length > SCORE_NAME_MAX_LENGTH) {
    return { ok: false, error: `Names can be at most ${SCORE_NAME_MAX_LENGTH} characters.` };
  }
  return { ok: true, name };
}
