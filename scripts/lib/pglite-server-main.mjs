// The PGlite server's process (pglite-server.mjs starts it): serves until its stdin closes.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freePort } from './free-port.mjs';

const db = await PGlite.create();
const socket = new PGLiteSocketServer({
  db,
  host: '127.0.0.1',
  port: await freePort(),
  maxConnections: 4,
});
await socket.start();
process.stdin.resume();
process.stdin.on('end', async () => {
  await socket.stop();
  await db.close();
  process.exit(0);
});
// The ready line (pglite-server.mjs PGLITE_READY).
console.log(
  `PGLITE_READY postgresql://postgres@${socket.getServerConn()}/postgres?sslmode=disable`,
);
