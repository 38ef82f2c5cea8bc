/**
 * The CPU slowdown that makes this machine Lighthouse's mid-tier phone, from the benchmark index
 * a Lighthouse run measures (`lhr.environment.benchmarkIndex`), as Lighthouse's CPU throttling
 * calculator computes it: a faster machine is slowed down more. Never below 1 (no speed-up).
 * @param {number} benchmarkIndex
 */
export function cpuMultiplier(benchmarkIndex) {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}
