import type { AdminAuditEntry } from '@norsecraft/shared';
import { actorName, auditSummary, AUDIT_PAGE_SIZE, fieldChanges, pageCount } from './audit-entry';

const base: AdminAuditEntry = {
  id: 1,
  at: '2030-01-01T12:00:00Z',
  actor_id: 'a1',
  actor_email: 'odin@example.com',
  actor_role: 'authenticated',
  action: 'role.granted',
  target_id: 'u1',
  target_label: 'thor@example.com',
  before: null,
  after: { user_id: 'u1', email: 'thor@example.com', role: 'admin' },
};

describe('auditSummary', () => {
  it('says who got or lost which role', () => {
    expect(auditSummary(base)).toBe('Granted admin to thor@example.com');
    expect(auditSummary({ ...base, action: 'role.revoked', before: base.after, after: null })).toBe(
      'Revoked admin from thor@example.com',
    );
  });

  it('names the event by its title', () => {
    const event = { ...base, target_id: '7', target_label: 'Raid night' };
    expect(auditSummary({ ...event, action: 'event.created' })).toBe('Created event "Raid night"');
    expect(auditSummary({ ...event, action: 'event.updated' })).toBe('Edited event "Raid night"');
    expect(auditSummary({ ...event, action: 'event.deleted' })).toBe('Deleted event "Raid night"');
  });

  it('names items and listings by their item', () => {
    const item = { ...base, target_id: '7', target_label: 'Gungnir' };
    expect(auditSummary({ ...item, action: 'item.created' })).toBe('Created item "Gungnir"');
    expect(auditSummary({ ...item, action: 'item.retired' })).toBe('Retired item "Gungnir"');
    expect(auditSummary({ ...item, action: 'item.restored' })).toBe('Restored item "Gungnir"');
    expect(auditSummary({ ...item, action: 'listing.created' })).toBe(
      'Listed "Gungnir" for auction',
    );
    expect(auditSummary({ ...item, action: 'listing.cancelled' })).toBe(
      'Cancelled the listing of "Gungnir"',
    );
  });

  it('names the punishment by its player and type', () => {
    const punishment = { ...base, target_id: '9', target_label: 'Loki (ban)' };
    expect(auditSummary({ ...punishment, action: 'punishment.created' })).toBe(
      'Added punishment "Loki (ban)"',
    );
    expect(auditSummary({ ...punishment, action: 'punishment.updated' })).toBe(
      'Edited punishment "Loki (ban)"',
    );
    expect(auditSummary({ ...punishment, action: 'punishment.revoked' })).toBe(
      'Revoked punishment "Loki (ban)"',
    );
  });

  it('counts a bulk write, from a game server or on the site', () => {
    const batch = { ...base, action: 'punishments.batch' as const, target_id: 'litebans' };
    expect(auditSummary({ ...batch, after: { added: 12, added_inactive: 4 } })).toBe(
      'From litebans: 12 added',
    );
    expect(auditSummary({ ...batch, target_id: 'site', after: { changed: 3, revoked: 2 } })).toBe(
      'On the site: 3 changed (2 revoked)',
    );
  });

  it('names content by its kind and title, and counts a reorder', () => {
    const rule = { ...base, target_id: 'rules:5', target_label: 'No griefing' };
    expect(auditSummary({ ...rule, action: 'content.created' })).toBe('Added rule "No griefing"');
    expect(auditSummary({ ...rule, action: 'content.updated' })).toBe('Edited rule "No griefing"');
    expect(auditSummary({ ...rule, action: 'content.restored' })).toBe(
      'Restored an earlier version of rule "No griefing"',
    );
    expect(
      auditSummary({
        ...base,
        action: 'content.reordered',
        target_id: 'vote_sites',
        after: { moved: 2 },
      }),
    ).toBe('Reordered 2 of the vote sites');
  });

  it('copes with a user whose e-mail is gone', () => {
    expect(auditSummary({ ...base, target_label: null })).toBe('Granted admin to a deleted user');
  });
});

it('actorName: the e-mail, else what made the change, never a database login', () => {
  expect(actorName(base)).toBe('odin@example.com');
  expect(actorName({ actor_email: null, actor_role: 'service_role' })).toBe(
    'an automated server task',
  );
  for (const role of ['postgres', 'supabase_admin']) {
    expect(actorName({ actor_email: null, actor_role: role })).toBe('site maintenance');
  }
});

it('fieldChanges lists what an edit changed, not the bookkeeping', () => {
  const before = { title: 'Raid', time: '20:00:00', description: '', updated_at: 'x' };
  const after = { title: 'Raid', time: '21:00:00', description: 'Bring mead', updated_at: 'y' };
  expect(fieldChanges({ before, after })).toEqual([
    { field: 'time', before: '20:00:00', after: '21:00:00' },
    { field: 'description', before: '—', after: 'Bring mead' },
  ]);
  expect(fieldChanges({ before: null, after })).toEqual([]);
});

it('pageCount is at least one page', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(AUDIT_PAGE_SIZE)).toBe(1);
  expect(pageCount(AUDIT_PAGE_SIZE + 1)).toBe(2);
});
