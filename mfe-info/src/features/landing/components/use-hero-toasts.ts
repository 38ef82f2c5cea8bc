import { useRef } from 'react';
import { siteConfig } from '@norsecraft/shared';
import { copyText } from '../../../lib/copy-text';
import { useTimedFlag } from '../../../lib/use-timed-flag';
import { COPY_TOAST_MS, EASTER_EGG_CLICKS } from '../data';

/** The hero's two messages: the copied address and the logo easter egg. */
export function useHeroToasts() {
  const [copied, showCopied] = useTimedFlag(COPY_TOAST_MS);
  const [copyFailed, showCopyFailed] = useTimedFlag(COPY_TOAST_MS);
  const [egg, showEgg] = useTimedFlag(COPY_TOAST_MS);
  const logoClicks = useRef(0);

  async function copyAddress() {
    if (await copyText(siteConfig.serverAddress)) showCopied();
    else showCopyFailed();
  }

  function clickLogo() {
    logoClicks.current += 1;
    if (logoClicks.current >= EASTER_EGG_CLICKS) {
      logoClicks.current = 0;
      showEgg();
    }
  }

  const messages = [
    copied && 'Server IP copied to clipboard!',
    copyFailed && `Could not copy. The address is ${siteConfig.serverAddress}`,
    egg && 'Congrats, you found an easter egg!',
  ].filter((m): m is string => Boolean(m));

  return { messages, copyAddress, clickLogo };
}
