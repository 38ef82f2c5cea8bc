import { useRef } from 'react';
import { notify, siteConfig } from '@norsecraft/shared';
import { copyText } from '../../../lib/copy-text';
import { COPY_TOAST_MS, EASTER_EGG_CLICKS } from '../lib/hero-timing';
import { t } from '../i18n';

/** The hero's two notices: the copied address and the logo easter egg. */
export function useHeroNotices() {
  const logoClicks = useRef(0);

  async function copyAddress() {
    if (await copyText(siteConfig.serverAddress)) {
      notify({ text: t('landing.copied'), ms: COPY_TOAST_MS });
    } else {
      notify(
        {
          text: t('landing.copyFailed', { address: siteConfig.serverAddress }),
          ms: COPY_TOAST_MS,
        },
        'info',
      );
    }
  }

  function clickLogo() {
    logoClicks.current += 1;
    if (logoClicks.current >= EASTER_EGG_CLICKS) {
      logoClicks.current = 0;
      notify({ text: t('landing.easterEgg'), ms: COPY_TOAST_MS }, 'info');
    }
  }

  return { copyAddress, clickLogo };
}
