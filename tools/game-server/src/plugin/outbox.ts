// Calls the site must receive (votes, deposits, listings): sent at once and, while the bridge
// cannot be reached or fails, kept and sent again by flush(). Each carries its own id, so a
// resend the site already took changes nothing there.
import { isRetryable, type BridgeAnswer } from './bridge-client';

export interface OutboxMessage {
  send(): Promise<BridgeAnswer>;
  /** The final answer: accepted, or refused for good (a 4xx). */
  settle(answer: BridgeAnswer): void;
}

export function createOutbox() {
  const kept: OutboxMessage[] = [];
  async function send(message: OutboxMessage): Promise<BridgeAnswer> {
    const answer = await message.send();
    if (isRetryable(answer)) kept.push(message);
    else message.settle(answer);
    return answer;
  }
  return {
    send,
    /** Sends what was kept, once each; what still fails is kept again. */
    async flush() {
      for (const message of kept.splice(0)) await send(message);
    },
    size: () => kept.length,
  };
}
