// The admin audit log (migration 20261124000300): each admin action writes one row from the
// database itself, only admins read them, and nobody — admins, the service role, the table's
// owner — can change or remove one.
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

  it("not even the table's owner or a superuser on a database connection", async () => {
    const entry = await someEntry();
    await withDb(async (db) => {
      for (const statement of [
        `update public.admin_audit_log set target_label = 'rewritten' where id = ${entry.id}`,
        `delete from public.admin_audit_log where id = ${entry.id}`,
        'truncate public.admin_audit_log',
      ]) {
        await expect(db.query(statement)).rejects.toThrow('The admin audit log is append-only');
      }
    });
    expect(await someEntry()).toEqual(entry);
  });
});
