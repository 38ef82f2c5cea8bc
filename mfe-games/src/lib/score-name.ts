import { SCORE_ERRORS, nameRefusal } from '@norsecraft/shared';

/**
 * Score names (docs/product/games.md#leaderboards): trimmed, non-empty, at most 20 characters, no
 * invisible character, not a staff name; the messages are the database's own.
 */
export const SCORE_NAME_MAX_LENGTH = 20;

export type ScoreNameResult = { ok: true; name: string } | { ok: false; error: string };

export function validateScoreName(raw: string): ScoreNameResult {
  // Plain spaces only, as the database's btrim: any other blank is an invisible character.
  const name = raw.replace(/^ +| +$/g, '');
  if (name.length === 0) return { ok: false, error: SCORE_ERRORS.noName };
  // Code points, not UTF-16 units, to agree with the database's char_length.
  if ([...name].length > SCORE_NAME_MAX_LENGTH) {
    return { ok: false, error: SCORE_ERRORS.nameTooLong };
  }
  const refusal = nameRefusal(name);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, name };
}
