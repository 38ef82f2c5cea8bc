// The admin audit log (migrations 20261124000300, 20261126020400): each admin action writes one
// row from the database itself, only admins read them, and nobody — admins, the service role,
// postgres, a superuser without first changing the owner role's rights — can change or remove one.
import { randomUUID } from 'node:crypto';
import { serviceClient, withDb } from '../helpers';
import { createActors, must, roleId, type Actors } from './fixtures';

interface AuditRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: string;
  target_id: string;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const service = serviceClient();
let actors: Actors;
let adminRoleId: string;

beforeAll(async () => {
  actors = await createActors();
  adminRoleId = await roleId('admin');
});

/**
 * The log's rows about `targetId`, oldest first (read as the service role). Events, items and
 * listings are numbered apart, so a number names a target only with its kind ('event').
 */
async function entriesFor(targetId: string, kind?: string): Promise<AuditRow[]> {
  const query = service.from('admin_audit_log').select('*').eq('target_id', targetId);
  return must(
    await (kind ? query.like('action', `${kind}.%`) : query).order('id'),
    'read the audit log',
  ) as AuditRow[];
}

describe('what the log records', () => {
  it('an admin granting and revoking a role: who, whom, which role, when', async () => {
    const { admin, member } = actors;
    const started = Date.now();
    must(
      await admin.client
        .from('user_roles')
        .insert({ user_id: member.user.id, role_id: adminRoleId }),
      'grant',
    );
    must(
      await admin.client
        .from('user_roles')
        .delete()
        .eq('user_id', member.user.id)
        .eq('role_id', adminRoleId),
      'revoke',
    );

    const [granted, revoked] = await entriesFor(member.user.id);
    const assignment = { user_id: member.user.id, email: member.email, role: 'admin' };
    expect(granted).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.email,
      actor_role: 'authenticated',
      action: 'role.granted',
      target_label: member.email,
      before: null,
      after: assignment,
    });
    expect(revoked).toMatchObject({
      actor_id: admin.user.id,
      action: 'role.revoked',
      before: assignment,
      after: null,
    });
    expect(Date.parse(granted!.at)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('an admin creating, editing and deleting an event, with the rows before and after', async () => {
    const { admin } = actors;
    const title = `Audit raid ${randomUUID().slice(0, 8)}`;
    const event = must(
      await admin.client
        .from('calendar_events')
        .insert({
          title,
          date: '2031-02-03',
          time: '20:00',
          type: 'raid',
          description: '',
          created_by: admin.user.id,
        })
        .select('id')
        .single(),
      'create',
    ) as { id: number };
    must(
      await admin.client
        .from('calendar_events')
        .update({ title: `${title} (moved)`, time: '21:00' })
        .eq('id', event.id),
      'edit',
    );
    must(await admin.client.from('calendar_events').delete().eq('id', event.id), 'delete');

    const entries = await entriesFor(String(event.id), 'event');
    expect(entries.map((e) => [e.action, e.actor_id, e.target_label])).toEqual([
      ['event.created', admin.user.id, title],
      ['event.updated', admin.user.id, `${title} (moved)`],
      ['event.deleted', admin.user.id, `${title} (moved)`],
    ]);
    const [created, edited, deleted] = entries;
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({ id: event.id, title, time: '20:00:00', type: 'raid' });
    expect(edited!.before).toMatchObject({ title, time: '20:00:00' });
    expect(edited!.after).toMatchObject({ title: `${title} (moved)`, time: '21:00:00' });
    expect(deleted!.before).toMatchObject({ id: event.id, title: `${title} (moved)` });
    expect(deleted!.after).toBeNull();
  });

  it('a change by the service role is logged too, without a user', async () => {
    const { other } = actors;
    must(
      await service.from('user_roles').insert({ user_id: other.user.id, role_id: adminRoleId }),
      'grant',
    );
    must(
      await service
        .from('user_roles')
        .delete()
        .eq('user_id', other.user.id)
        .eq('role_id', adminRoleId),
      'revoke',
    );
    const entries = await entriesFor(other.user.id);
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_role])).toEqual([
      ['role.granted', null, 'service_role'],
      ['role.revoked', null, 'service_role'],
    ]);
  });

  it('a refused change leaves no entry', async () => {
    const { member } = actors;
    const { error } = await member.client
      .from('user_roles')
      .insert({ user_id: member.user.id, role_id: adminRoleId });
    expect(error?.code).toBe('42501');
    expect((await entriesFor(member.user.id)).filter((e) => e.actor_id === member.user.id)).toEqual(
      [],
    );
  });
});

describe('who may read it', () => {
  it('admins read every entry and the list of actors; members and anon read nothing', async () => {
    const { admin, member, anon } = actors;
    const asAdmin = await admin.client.from('admin_audit_log').select('id, action').limit(5);
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data!.length).toBeGreaterThan(0);
    const actorsList = await admin.client.from('admin_audit_log_actors').select('*');
    expect(actorsList.data).toContainEqual({ actor_id: admin.user.id, actor_email: admin.email });

    const asMember = await member.client.from('admin_audit_log').select('id');
    expect(asMember).toMatchObject({ error: null, data: [] });
    expect((await member.client.from('admin_audit_log_actors').select('*')).data).toEqual([]);
    const asAnon = await anon.from('admin_audit_log').select('id');
    expect(asAnon.error?.code).toBe('42501');
  });
});

describe('append-only for everyone', () => {
  async function someEntry(): Promise<AuditRow> {
    return must(
      await service.from('admin_audit_log').select('*').order('id').limit(1).single(),
      'an entry',
    ) as AuditRow;
  }

  it.each(['admin', 'member'] as const)('%s cannot insert, update or delete', async (who) => {
    const client = actors[who].client;
    const entry = await someEntry();
    const inserted = await client
      .from('admin_audit_log')
      .insert({ actor_role: 'authenticated', action: 'event.created', target_id: 'forged' });
    expect(inserted.error?.code).toBe('42501');
    const updated = await client
      .from('admin_audit_log')
      .update({ target_label: 'rewritten' })
      .eq('id', entry.id);
    expect(updated.error?.code).toBe('42501');
    const deleted = await client.from('admin_audit_log').delete().eq('id', entry.id);
    expect(deleted.error?.code).toBe('42501');
    expect(await someEntry()).toEqual(entry);
  });

  it('the service role cannot either', async () => {
    const entry = await someEntry();
    for (const result of [
      await service
        .from('admin_audit_log')
        .update({ target_label: 'rewritten' })
        .eq('id', entry.id),
      await service.from('admin_audit_log').delete().eq('id', entry.id),
      await service
        .from('admin_audit_log')
        .insert({ actor_role: 'service_role', action: 'event.created', target_id: 'forged' }),
    ]) {
      expect(result.error).toMatchObject({
        code: '42501',
        message: expect.stringMatching(/permission denied/),
      });
    }
    expect(await someEntry()).toEqual(entry);
  });

  it('not even a superuser on a database connection (the trigger refuses)', async () => {
    const entry = await someEntry();
    await withDb(async (db) => {
      for (const statement of [
        `update audit.admin_audit_log set target_label = 'rewritten' where id = ${entry.id}`,
        `delete from audit.admin_audit_log where id = ${entry.id}`,
        'truncate audit.admin_audit_log',
      ]) {
        await expect(db.query(statement)).rejects.toThrow('The admin audit log is append-only');
      }
    });
    expect(await someEntry()).toEqual(entry);
  });

  // Hosted's SQL editor, `psql` as postgres and `supabase db push` act as postgres, the role that
  // ran the migrations and owned the table before issue 28.
  describe('postgres', () => {
    /** Runs `statement` as postgres (hosted_postgres on a stock server) and rolls it back. */
    async function asPostgres(statement: string): Promise<string> {
      return withDb(async (db) => {
        const { rows } = await db.query<{ rolsuper: boolean }>(
          "select rolsuper from pg_roles where rolname = 'postgres'",
        );
        const role = rows[0]?.rolsuper ? 'hosted_postgres' : 'postgres';
        await db.query('begin');
        try {
          await db.query(`set local role "${role}"`);
          await db.query(statement);
          return 'done';
        } catch (error) {
          return (error as Error).message;
        } finally {
          await db.query('rollback');
        }
      });
    }

    it('reads the log', async () => {
      expect(await asPostgres('select count(*) from audit.admin_audit_log')).toBe('done');
    });

    it.each([
      ['delete an entry', 'delete from audit.admin_audit_log', /permission denied/],
      [
        'update an entry',
        "update audit.admin_audit_log set target_label = 'x'",
        /permission denied/,
      ],
      ['truncate the log', 'truncate audit.admin_audit_log', /permission denied/],
      [
        'insert an entry',
        "insert into audit.admin_audit_log (actor_role, action, target_id) values ('x', 'event.created', 'forged')",
        /permission denied/,
      ],
      [
        'disable the trigger',
        'alter table audit.admin_audit_log disable trigger admin_audit_log_append_only',
        /must be owner/,
      ],
      [
        'alter the table',
        'alter table audit.admin_audit_log add column note text',
        /must be owner/,
      ],
      ['drop the table', 'drop table audit.admin_audit_log', /must be owner/],
      [
        'replace the refusing function',
        'create or replace function audit.refuse_audit_change() returns trigger language plpgsql as $$ begin return null; end $$',
        /must be owner|permission denied/,
      ],
      [
        'drop the refusing function with its triggers',
        'drop function audit.refuse_audit_change() cascade',
        /must be owner/,
      ],
      ['drop the schema with the log', 'drop schema audit cascade', /must be owner/],
      [
        'write an entry through the writer',
        "select audit.write_admin_audit('event.created', 'forged', null, null, null)",
        /permission denied/,
      ],
      [
        'allow another action (migrations hold the owner role to)',
        "select private.allow_audit_actions('forged.entry')",
        /must be owner/,
      ],
      [
        'replace a trigger function that writes entries',
        'create or replace function audit.audit_items() returns trigger language plpgsql as $$ begin return null; end $$',
        /must be owner|permission denied/,
      ],
    ])('cannot %s', async (_what, statement, refusal) => {
      expect(await asPostgres(statement)).toMatch(refusal);
    });

    it("every function that writes entries is the owner's, in schema audit", async () => {
      const writers = await withDb(
        async (db) =>
          (
            await db.query<{ name: string; owner: string; definer: boolean }>(
              `select p.oid::regprocedure::text as name, pg_get_userbyid(p.proowner) as owner,
                 p.prosecdef as definer
               from pg_proc p
               where p.prosrc like '%write_admin_audit%'
               order by 1`,
            )
          ).rows,
      );
      // The items', listings' and punishments' triggers as well as the first ones.
      expect(writers.map((writer) => writer.name)).toEqual(
        expect.arrayContaining([
          'audit.audit_items()',
          'audit.audit_auction_listings()',
          'audit.audit_punishments()',
          'audit.audit_punishment_batch()',
        ]),
      );
      for (const writer of writers) {
        expect(writer).toEqual({
          name: expect.stringMatching(/^audit\./),
          owner: 'admin_audit_owner',
          definer: true,
        });
      }
    });

    it('cannot act as the owner, and nobody logs in as it', async () => {
      const owner = await withDb(
        async (db) =>
          (
            await db.query<{
              login: boolean;
              superuser: boolean;
              act: boolean;
              rights: boolean;
            }>(
              `select r.rolcanlogin as login, r.rolsuper as superuser,
                 case when current_setting('server_version_num')::int >= 160000
                   then pg_has_role(m.oid, r.oid, 'SET')
                   else pg_has_role(m.oid, r.oid, 'MEMBER') end as act,
                 pg_has_role(m.oid, r.oid, 'USAGE') as rights
               from pg_roles r, pg_roles m
               where r.rolname = 'admin_audit_owner'
                 and m.rolname = (select case when rolsuper then 'hosted_postgres' else 'postgres' end
                                  from pg_roles where rolname = 'postgres')`,
            )
          ).rows,
      );
      // Whether postgres can SET ROLE to it: PostgreSQL 16's SET (its creator keeps an ADMIN-only
      // membership), or on 15 (hosted projects still run it) any membership.
      expect(owner).toEqual([{ login: false, superuser: false, act: false, rights: false }]);
    });
  });
});
