/* global performance */
// A small HTTP load generator for the benchmarks of the HTML host (front-door.mjs): GETs on
// kept-alive connections, closed loops of clients, and a process's resident memory.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { percentile } from './api-stack.mjs';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** One GET on a kept-alive connection: status, time, bytes. */
export function get(url) {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            bytes,
            headers: res.headers,
          }),
        );
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes: 0 }));
  });
}

/** `clients` loops sending `next(i)` back to back for `seconds`. */
export async function closedLoop({ clients, seconds, next }) {
  const latencies = [];
  const statuses = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const answer = await get(next(sent++));
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

/** Resident memory of a process, MB. */
export const rssMb = (pid) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) / 1024;
