// Our plugin, as a Paper plugin would talk to the site's game bridge (README "Game bridge"):
// a player joining sends their name (renames follow), `/link <code>` links the game account,
// a vote arriving is counted, `/deposit` and `/sell` move money and items to the site, and each
// delivery pass hands over what the site owes players in game. Plugin logic only: the protocol
// is the server's (game-server.ts), the bridge's wire the client's (bridge-client.ts).
import { randomUUID } from 'node:crypto';
import type { GamePlayer, GamePlugin, GameWorld } from '../plugin-api';
import { parseAmount, parseDuration } from './amounts';
import {
  bridgeClient,
  errorText,
  isAccepted,
  isRetryable,
  type BridgeClient,
  type BridgeClientOptions,
} from './bridge-client';
import { createDeliveries } from './deliveries';
import { createOutbox } from './outbox';
import { bridgeVote } from './votes';

export interface BridgePlugin extends GamePlugin {
  bridge: BridgeClient;
  /**
   * One delivery pass (a Paper plugin runs it on a timer, and on join): sends again what the
   * site did not take, then hands over won auctions, returns and withdrawals.
   */
  deliver(): Promise<void>;
}

type Command = (world: GameWorld, player: GamePlayer, args: string[]) => Promise<void>;

export function createBridgePlugin(options: BridgeClientOptions): BridgePlugin {
  const bridge = bridgeClient(options);
  const outbox = createOutbox();
  const deliveries = createDeliveries(bridge);
  let enabled: GameWorld | null = null;
  const world = () => {
    if (!enabled) throw new Error('The bridge plugin is not enabled: give it to startGameServer');
    return enabled;
  };
  // One pass at a time, so a join during a pass cannot hand an item over twice.
  let pass: Promise<void> = Promise.resolve();
  const deliver = () => {
    const next = pass
      .catch(() => undefined)
      .then(async () => {
        await outbox.flush();
        await deliveries(world());
      });
    pass = next;
    return next;
  };

  const commands: Record<string, Command> = {
    async link(_world, player, args) {
      if (args.length !== 1) {
        player.tell('Usage: /link <code> (the code your settings on the site show)');
        return;
      }
      const answer = await bridge.link({ code: args[0]!, uuid: player.uuid, name: player.name });
      player.tell(
        isAccepted(answer)
          ? 'Linked: this game account is now verified on the site.'
          : `Could not link: ${errorText(answer)}`,
      );
    },

    async deposit(w, player, args) {
      const amount = parseAmount(args.join(' '));
      if (!amount) {
        player.tell('Usage: /deposit <copper>, e.g. /deposit 1500');
        return;
      }
      if (!w.withdraw(player.uuid, amount)) {
        player.tell(`You have only ${w.format(w.balance(player.uuid))}.`);
        return;
      }
      const deposit = { id: randomUUID(), uuid: player.uuid, amount, at: new Date().toISOString() };
      const first = await outbox.send({
        send: () => bridge.deposits([deposit]),
        settle(answer) {
          const tell = (text: string) => w.online(player.uuid)?.tell(text);
          if (isAccepted(answer))
            return tell(`Deposited ${w.format(amount)} to your wallet on the site.`);
          w.deposit(player.uuid, amount);
          tell(`Deposit refused, ${w.format(amount)} given back: ${errorText(answer)}`);
        },
      });
      if (isRetryable(first)) {
        player.tell(
          `The site cannot be reached: your ${w.format(amount)} is kept and sent when it answers.`,
        );
      }
    },

    async sell(w, player, args) {
      const startingBid = parseAmount(args[0] ?? '');
      const duration = parseDuration(args[1] ?? '');
      if (!startingBid || !duration || args.length !== 2) {
        player.tell(
          'Usage: /sell <starting bid> <duration>, e.g. /sell 1500 24h, holding the item',
        );
        return;
      }
      const item = w.takeHeldItem(player.uuid);
      if (!item) {
        player.tell('Hold the item you want to sell.');
        return;
      }
      const listing = {
        id: randomUUID(),
        seller_uuid: player.uuid,
        item,
        starting_bid: startingBid,
        duration,
      };
      const first = await outbox.send({
        send: () => bridge.listing(listing),
        settle(answer) {
          const tell = (text: string) => w.online(player.uuid)?.tell(text);
          if (isAccepted(answer)) return tell(`Listed ${item.name} from ${w.format(startingBid)}.`);
          w.giveItem(player.uuid, item);
          tell(`Listing refused, ${item.name} given back: ${errorText(answer)}`);
        },
      });
      if (isRetryable(first)) {
        player.tell(`The site cannot be reached: ${item.name} is kept and listed when it answers.`);
      }
    },
  };

  return {
    bridge,
    deliver,
    enable(w) {
      enabled = w;
    },
    async onJoin(player) {
      // Sent on every join, so a rename reaches the site the first time the player comes back.
      await bridge.players([{ uuid: player.uuid, name: player.name }]);
      await deliver();
    },
    async onCommand(player, name, args) {
      const command = commands[name];
      if (!command) return false;
      await command(world(), player, args);
      return true;
    },
    async onVote(vote) {
      const counted = bridgeVote(vote, world().uuidOf(vote.username));
      await outbox.send({
        send: () => bridge.votes([counted]),
        settle(answer) {
          if (!isAccepted(answer)) {
            console.warn(`bridge plugin: the site refused a vote: ${errorText(answer)}`);
          }
        },
      });
    },
  };
}
