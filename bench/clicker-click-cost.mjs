/* global document, performance, requestAnimationFrame */ // (the evaluate callback runs in the page)
// Elder Clicker: render cost per click — from the click event to React's committed DOM update
// (React flushes a click's update in a microtask, before our continuation), p50/p95 over 300
// clicks in headless Chromium. Run: node bench/clicker-click-cost.mjs
import { ms, openGamesPage, percentile } from './lib/games-page.mjs';
import { writeResults } from './lib/report.mjs';

const CLICKS = 300;
const env = await openGamesPage();
try {
  const { page } = env;
  await env.open('/games/elder-clicker');
  await page.getByRole('button', { name: /Strike/ }).waitFor();
  const times = await page.evaluate(async (clicks) => {
    const button = [...document.querySelectorAll('button')].find((b) =>
      b.textContent.includes('Strike'),
    );
    const score = document.querySelector('[data-testid="clicker-score"]');
    const results = [];
    for (let i = 0; i < clicks; i += 1) {
      const before = score.textContent;
      const start = performance.now();
      button.click();
      await Promise.resolve();
      const end = performance.now();
      if (score.textContent === before)
        throw new Error('the score did not update within the click');
      results.push(end - start);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    return results;
  }, CLICKS);
  times.sort((a, b) => a - b);
  console.log(`Elder Clicker render cost per click over ${CLICKS} clicks:`);
  console.log(
    `  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(times.at(-1))}`,
  );
  writeResults('clicker-click-cost', {
    clicks: CLICKS,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1),
  });
  if (env.errors.length) console.log(`  console errors: ${env.errors.join(' | ')}`);
} finally {
  await env.close();
}
