import { SCORE_ERRORS } from '@norsecraft/shared';

/**
 * Score names (docs/product/games.md#leaderboards): trimmed, non-empty, at most 20 characters; the
 * messages are submit_score's own.
 */
export const SCORE_NAME_MAX_LENGTH = 20;

export type ScoreNameResult = { ok: true; name: string } | { ok: false; error: string };

export function validateScoreName(raw: string): ScoreNameResult {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, error: SCORE_ERRORS.noName };
  // Code points, not UTF-16 units, to agree with the database's char_length.
  if ([...name].length > SCORE_NAME_MAX_LENGTH) {
    return { ok: false, error: SCORE_ERRORS.nameTooLong };
  }
  return { ok: true, name };
}
