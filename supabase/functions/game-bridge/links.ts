// POST /links: a player typed `/link <code>` in game, with the one-time code their settings on the
// site show; the plugin sends { code, uuid, name } and the member's account is linked to that
// player (bridge_link_game_account). The code is the key: sending the same link again answers as
// the first time did (already_linked). A refusal is said in words the plugin can tell the player.
import { checkFields } from './batch.ts';
import { databaseFailed } from './batch-route.ts';
import { json, readJson, type BridgeRoute } from './router.ts';
import { checkPlayerName, checkUuid, ValueError } from './values.ts';

/** The characters of a code (no 0/O, 1/I/L), as the settings page shows it. */
export const LINK_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export interface BridgeLink {
  code: string;
  uuid: string;
  name: string;
}

type Refusal = 'unknown' | 'used' | 'expired' | 'linked_elsewhere' | 'other_player';

const REFUSALS: Record<Exclude<Refusal, 'other_player'>, { status: number; error: string }> = {
  unknown: { status: 404, error: 'Unknown code: check the code your settings on the site show' },
  used: {
    status: 409,
    error: 'This code has already been used: get a new one in your settings on the site',
  },
  expired: {
    status: 410,
    error: 'This code has expired: get a new one in your settings on the site',
  },
  linked_elsewhere: {
    status: 409,
    error: 'This game account is linked to another account on the site: unlink it there first',
  },
};

/** The link, or throws a ValueError with the reason it is refused. Codes are read as typed. */
export function checkLink(body: unknown): BridgeLink {
  const fields = checkFields(body, ['code', 'uuid', 'name']);
  const code = typeof fields.code === 'string' ? fields.code.trim().toUpperCase() : null;
  if (code === null || !LINK_CODE.test(code))
    throw new ValueError('code must be the 6 letters and digits the settings on the site show');
  return { code, uuid: checkUuid(fields.uuid, 'uuid'), name: checkPlayerName(fields.name, 'name') };
}

export const linkRoutes: BridgeRoute[] = [
  {
    method: 'POST',
    path: '/links',
    async handle(req, { rest }) {
      const body = await readJson(req, 'The body is not JSON: send { "code", "uuid", "name" }');
      if (!body.ok) return body.response;
      let link: BridgeLink;
      try {
        link = checkLink(body.value);
      } catch (error) {
        if (!(error instanceof ValueError)) throw error;
        return json(400, { error: error.message });
      }
      const answer = await rest.rpc('bridge_link_game_account', {
        p_code: link.code,
        p_uuid: link.uuid,
        p_name: link.name,
      });
      if (!answer.ok)
        return databaseFailed(
          answer,
          'linking a game account',
          'The database did not answer; nothing was linked',
        );
      const result = (await answer.json()) as { refused?: Refusal; for_name?: string } & Record<
        string,
        unknown
      >;
      // The member asked the code for another player's name: the player typing it is not them.
      if (result.refused === 'other_player') {
        return json(403, {
          error: `This code is for ${result.for_name}: only that player can use it`,
        });
      }
      if (result.refused) {
        const { status, error } = REFUSALS[result.refused];
        return json(status, { error });
      }
      return json(200, result);
    },
  },
];
