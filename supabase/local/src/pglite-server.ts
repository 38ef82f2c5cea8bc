// PGlite over TCP: every connection of the stack (its own pool, PostgREST) and the developer's
// (`psql` with the printed DB URL) shares PGlite's one session. Each message runs under PGlite's
// exclusive lock, a connection's extended-protocol messages up to their Sync at once, and while
// a transaction is open only the connection that opened it is served (as
// @electric-sql/pglite-socket does). Unlike pglite-socket, a connection logs in, and the
// printed URL's role is hosted's: its statements run under `SET SESSION AUTHORIZATION postgres`,
// set before each of its requests outside a transaction and set back after, so it is no
// superuser (it cannot disable the audit log's trigger, for one). The stack's own logins keep the
// session's superuser, behind a password made at start.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

export interface PgliteLogin {
  password: string;
  /** The role its statements run as; null: the session's own (the superuser). */
  role: string | null;
}

export interface PgliteServerOptions {
  /** The session's own user, a superuser (PGlite's initdb user). */
  superuser: string;
  host: string;
  /** 0: a free port. */
  port: number;
  /** By user name; any other name is refused. */
  logins: Record<string, PgliteLogin>;
  maxConnections: number;
}

export interface PgliteServer {
  /** host:port */
  address: string;
  stop(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Messages after which a client waits for an answer: the end of one request. */
const REQUEST_ENDS = new Set(['Q', 'S', 'H', 'F', 'c', 'f']);

/** A simple-protocol query message. */
function queryMessage(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('Q', 0, 'latin1');
  head.writeInt32BE(text.length + 4, 1);
  return Buffer.concat([head, text]);
}

/** A fatal ErrorResponse, as PostgreSQL sends before it closes a connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** The parameters of a startup message (user, database, …). */
function startupParameters(message: Buffer): Record<string, string> {
  const parts = message.subarray(8).toString('utf8').split('\0');
  const parameters: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters[parts[i]!] = parts[i + 1]!;
  return parameters;
}

/** The backend messages of one type in a stream of them. */
function messagesOf(output: Buffer, type: string): Buffer[] {
  const found: Buffer[] = [];
  for (let at = 0; at + 5 <= output.length; at += 1 + output.readInt32BE(at + 1)) {
    if (output[at] === type.charCodeAt(0)) {
      found.push(output.subarray(at, at + 1 + output.readInt32BE(at + 1)));
    }
  }
  return found;
}

interface Connection {
  socket: net.Socket;
  login: PgliteLogin | null;
}

interface Request {
  connection: Connection;
  messages: Buffer[];
  /** The startup message: run as the session's own user, whatever the login's role. */
  startup?: boolean;
  /** The connection went away: end its transaction, if it holds one. */
  closing?: boolean;
}

export async function servePglite(
  db: PGlite,
  { superuser, host, port, logins, maxConnections }: PgliteServerOptions,
): Promise<PgliteServer> {
  const queue: Request[] = [];
  /** The connection whose transaction is open: served alone until it ends. */
  let owner: Connection | null = null;
  let pumping = false;

  /** Runs `sql` for the server itself; its output (the backend's messages) is not sent on. */
  async function runSql(sql: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await db.execProtocolRawStream(queryMessage(sql), {
      syncToFs: false,
      onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
    });
    const output = Buffer.concat(chunks);
    const [error] = messagesOf(output, 'E');
    if (error) throw new Error(`${sql}: ${error.subarray(5).toString('utf8')}`);
    return output;
  }

  async function run({ connection, messages, startup, closing }: Request): Promise<void> {
    const role = connection.login?.role ?? null;
    const send = (bytes: Uint8Array) => {
      if (!connection.socket.destroyed) connection.socket.write(Buffer.from(bytes));
    };
    await db.runExclusive(async () => {
      if (closing) {
        if (owner === connection && db.isInTransaction()) await runSql('ROLLBACK');
      } else if (startup) {
        // Never under another role: PGlite takes the session's settings at startup as the ones
        // RESET returns to.
        for (const message of messages)
          await db.execProtocolRawStream(message, { onRawData: send });
        if (role) {
          // What the client is told of itself (is_superuser off, session_authorization).
          const set = await runSql(`SET SESSION AUTHORIZATION "${role}"`);
          for (const status of messagesOf(set, 'S')) send(status);
        }
      } else {
        if (role && !db.isInTransaction()) await runSql(`SET SESSION AUTHORIZATION "${role}"`);
        for (const message of messages)
          await db.execProtocolRawStream(message, { onRawData: send });
      }
      // Between its requests the session is the superuser's again, for the stack's own logins
      // (PGlite's RESET SESSION AUTHORIZATION leaves it as it is: it is named).
      if (role && !db.isInTransaction()) {
        await runSql(`RESET ROLE; SET SESSION AUTHORIZATION "${superuser}"`);
      }
      owner = db.isInTransaction() ? connection : null;
    });
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const next = owner ? queue.findIndex((r) => r.connection === owner) : queue.length ? 0 : -1;
        if (next < 0) break;
        const [request] = queue.splice(next, 1);
        try {
          await run(request!);
        } catch (error) {
          request!.connection.socket.destroy(error as Error);
        }
      }
    } finally {
      pumping = false;
    }
  }

  const submit = (request: Request) => {
    queue.push(request);
    void pump();
  };

  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (connections.size >= maxConnections) {
      socket.end(fatal('53300', 'sorry, too many clients already'));
      return;
    }
    connections.add(socket);
    socket.setNoDelay(true);
    const connection: Connection = { socket, login: null };
    let phase: 'startup' | 'password' | 'ready' = 'startup';
    let startup: Buffer | null = null;
    let user = '';
    let buffer = Buffer.alloc(0);
    let request: Buffer[] = [];

    const refuse = (code: string, message: string) => {
      socket.end(fatal(code, message));
      buffer = Buffer.alloc(0);
    };

    function take(): void {
      for (;;) {
        if (phase === 'startup') {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            socket.write('N');
            continue;
          }
          // PGlite has no backend to signal.
          if (code === CANCEL_REQUEST) return void socket.end();
          user = startupParameters(message).user ?? '';
          if (!logins[user]) return refuse('28000', `role "${user}" is not permitted to log in`);
          startup = Buffer.from(message);
          phase = 'password';
          socket.write(ASK_PASSWORD);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1) + 1;
        if (buffer.length < length) return;
        const message = Buffer.from(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
        const type = String.fromCharCode(message[0]!);
        if (phase === 'password') {
          const password = message.subarray(5, length - 1).toString('utf8');
          if (type !== 'p' || password !== logins[user]!.password) {
            return refuse('28P01', `password authentication failed for user "${user}"`);
          }
          connection.login = logins[user]!;
          phase = 'ready';
          submit({ connection, messages: [startup!], startup: true });
          continue;
        }
        if (type === 'X') return void socket.end();
        request.push(message);
        if (REQUEST_ENDS.has(type)) {
          submit({ connection, messages: request });
          request = [];
        }
      }
    }

    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      take();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      connections.delete(socket);
      // Requests it left are dropped; a transaction it left open is rolled back.
      for (let i = queue.length - 1; i >= 0; i -= 1) {
        if (queue[i]!.connection === connection) queue.splice(i, 1);
      }
      if (connection.login) submit({ connection, messages: [], closing: true });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = server.address() as net.AddressInfo;
  return {
    address: `${host}:${bound.port}`,
    async stop() {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      queue.length = 0;
      while (pumping) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
