import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET with the path sent exactly as given (a browser or fetch would normalise `%`, `..` and the
 * like before the host sees them).
 */
export function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: rawPath, method: 'GET', headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The markup inside the root element: the page, when it was sent rendered. */
export const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

/** The text of the first h1 of the page's markup. */
export const headingOf = (html: string) =>
  /<h1\b[^>]*>(.*?)<\/h1>/s.exec(rootOf(html))?.[1]?.replace(/<[^>]+>/g, '') ?? null;

/**
 * A small load balancer: each request goes to the next of `upstreams` in turn, with the
 * X-Forwarded-* headers a real one adds (X-Forwarded-For as nginx's $proxy_add_x_forwarded_for:
 * what came in, then the address it was connected from). Answers say which upstream served them.
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const upstream = new URL(upstreams[next % upstreams.length]!);
    next += 1;
    served.push(upstream.origin);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: {
          ...req.headers,
          'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          'x-forwarded-proto': 'https',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The upstream of each request, in order. */
    served: () => [...served],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
