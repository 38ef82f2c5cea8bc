/* global performance */
// A small HTTP load generator for the benchmarks of the HTML host (front-door.mjs): GETs on
// kept-alive connections, closed loops of clients, and a process's resident memory.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { runClosedLoop } from './api-stack.mjs';

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

/** `clients` loops sending GET `next(i)` back to back for `seconds`: req/s, p50, p99, statuses. */
export const closedLoop = ({ clients, seconds, next }) =>
  runClosedLoop({ clients, seconds, makeRequest: (i) => get(next(i)) });

/** Resident memory of a process, MB. */
export const rssMb = (pid) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) / 1024;
