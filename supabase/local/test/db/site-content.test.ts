// The site's content in the database (issue 36): who may write it (editors and admins; the site
// settings admins only), the forms' limits said again by the database, every save a version
// (who, when) restorable, every change in the audit log, and orders saved in one statement.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONTENT_KINDS, formProblem, rowOf } from '../../../../shared/src/content/kinds';
import { createTestUser, serviceClient, type TestUser } from '../helpers';
import { createActors, must, roleId, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;
let editor: TestUser;
let moderator: TestUser;

async function withRole(role: string): Promise<TestUser> {
  const person = await createTestUser();
  must(
    await service
      .from('user_roles')
      .insert({ user_id: person.user.id, role_id: await roleId(role) }),
    `grant ${role}`,
  );
  return person;
}

// The content written here goes (rules with their section, articles with their category): the
// pages' tests read the seed's.
afterAll(async () => {
  must(await service.from('rule_sections').delete().eq('title', 'Test section'), 'clean up');
  must(await service.from('wiki_categories').delete().eq('title', 'Drafts'), 'clean up');
});

beforeAll(async () => {
  actors = await createActors();
  [editor, moderator] = await Promise.all([withRole('editor'), withRole('moderator')]);
});

/** A section made by the service role, for rules to belong to. */
async function section(): Promise<number> {
  const anchor = `s-${randomUUID().slice(0, 8)}`;
  const row = must(
    await service
      .from('rule_sections')
      .insert({ title: 'Test section', anchor })
      .select('id')
      .single(),
    'section',
  ) as { id: number };
  return row.id;
}

const ruleOf = (sectionId: number, title = `Rule ${randomUUID().slice(0, 8)}`) => ({
  section_id: sectionId,
  title,
  description: 'Be kind.',
  severity: 'normal',
});

describe('who may write', () => {
  it('editors and admins write content; members and moderators are refused', async () => {
    const sectionId = await section();
    for (const writer of [editor.client, actors.admin.client]) {
      must(await writer.from('rules').insert(ruleOf(sectionId)), 'an editor writes');
    }
    for (const refused of [actors.member.client, moderator.client]) {
      const { error } = await refused.from('rules').insert(ruleOf(sectionId));
      expect(error?.message).toMatch(/row-level security/);
    }
    const { error } = await actors.anon.from('rules').insert(ruleOf(sectionId));
    expect(error?.code).toBe('42501');
  });

  it('everyone reads published content; drafts are the editors’', async () => {
    const category = must(
      await service
        .from('wiki_categories')
        .insert({ title: 'Drafts', slug: `d-${randomUUID().slice(0, 8)}` })
        .select('id')
        .single(),
      'category',
    ) as { id: number };
    const slug = `draft-${randomUUID().slice(0, 8)}`;
    must(
      await editor.client
        .from('wiki_articles')
        .insert({ category_id: category.id, title: 'Secret', slug, body: 'Soon.' }),
      'a draft',
    );
    const read = (client: SupabaseClient) =>
      client.from('wiki_articles').select('slug').eq('slug', slug);
    expect((await read(actors.anon)).data).toEqual([]);
    expect((await read(moderator.client)).data).toEqual([]);
    expect((await read(editor.client)).data).toEqual([{ slug }]);
    // The search reads as the articles' owner (20261127080500): drafts stay out of it all the same.
    const search = (client: SupabaseClient) =>
      client.rpc('search_wiki', { p_query: 'Secret', p_lang: 'en', p_limit: 50 });
    for (const client of [actors.anon, editor.client]) {
      const found = must(await search(client), 'search') as { rows: { slug: string }[] };
      expect(found.rows.map((row) => row.slug)).not.toContain(slug);
    }
  });

  it('only admins change the site settings', async () => {
    const { data: before } = await service.from('site_settings').select('*').eq('lang', 'en');
    const patch = { support_email: `x${randomUUID().slice(0, 6)}@example.org` };
    const byEditor = await editor.client
      .from('site_settings')
      .update(patch)
      .eq('lang', 'en')
      .select();
    expect(byEditor.data ?? []).toEqual([]);
    const byAdmin = await actors.admin.client
      .from('site_settings')
      .update(patch)
      .eq('lang', 'en')
      .select('support_email');
    expect(byAdmin.data).toEqual([patch]);
    must(
      await service
        .from('site_settings')
        .update({ support_email: before![0].support_email })
        .eq('lang', 'en'),
      'put back',
    );
  });
});

describe('the limits', () => {
  it('are the forms’: what a form refuses, the database refuses too', async () => {
    const sectionId = await section();
    const long = 'x'.repeat(121);
    const values = {
      section_id: String(sectionId),
      title: long,
      description: 'd',
      severity: 'normal',
    };
    const rules = CONTENT_KINDS.find((kind) => kind.kind === 'rules')!;
    expect(formProblem(rules.fields, values)).toBe('Title can be at most 120 characters.');
    const { error } = await editor.client.from('rules').insert(rowOf(rules.fields, values));
    expect(error?.code).toBe('23514');
    const ok = { ...values, title: 'x'.repeat(120) };
    expect(formProblem(rules.fields, ok)).toBeNull();
    must(await editor.client.from('rules').insert(rowOf(rules.fields, ok)), 'at the limit');
  });

  it('refuse addresses that are not the web’s and icons the site does not draw', async () => {
    const site = { name: 'Evil', url: 'javascript:alert(1)', currency: 1, cooldown_hours: 24 };
    expect((await editor.client.from('vote_sites').insert(site)).error?.code).toBe('23514');
    const store = { icon: 'skull', title: 'x', description: 'y' };
    expect((await editor.client.from('store_categories').insert(store)).error?.code).toBe('23514');
  });
});

describe('versions and the audit log', () => {
  it('keeps every save with who and when, and restores an earlier one as a new save', async () => {
    const sectionId = await section();
    const title = `Versioned ${randomUUID().slice(0, 8)}`;
    const rule = must(
      await editor.client.from('rules').insert(ruleOf(sectionId, title)).select('id').single(),
      'create',
    ) as { id: number };
    must(
      await editor.client.from('rules').update({ description: 'Be very kind.' }).eq('id', rule.id),
      'edit',
    );
    const versions = must(
      await editor.client
        .from('content_revisions')
        .select('id, action, data, saved_by')
        .eq('kind', 'rules')
        .eq('row_id', rule.id)
        .order('id'),
      'versions',
    ) as { id: number; action: string; data: { description: string }; saved_by: string }[];
    expect(versions.map((v) => [v.action, v.data.description, v.saved_by])).toEqual([
      ['created', 'Be kind.', editor.user.id],
      ['updated', 'Be very kind.', editor.user.id],
    ]);
    // Nobody but editors reads them; nobody writes them.
    expect((await actors.member.client.from('content_revisions').select('id')).data).toEqual([]);
    const forged = await editor.client
      .from('content_revisions')
      .insert({ kind: 'rules', row_id: rule.id, lang: 'en', action: 'updated', data: {} });
    expect(forged.error?.code).toBe('42501');

    must(
      await editor.client.rpc('restore_content_revision', { p_revision: versions[0]!.id }),
      'restore',
    );
    const now = must(
      await service.from('rules').select('description').eq('id', rule.id).single(),
      'read',
    ) as { description: string };
    expect(now.description).toBe('Be kind.');
    const last = must(
      await service
        .from('content_revisions')
        .select('action, restored_from')
        .eq('row_id', rule.id)
        .eq('kind', 'rules')
        .order('id', { ascending: false })
        .limit(1)
        .single(),
      'last version',
    );
    expect(last).toEqual({ action: 'restored', restored_from: versions[0]!.id });
    const audit = must(
      await service
        .from('admin_audit_log')
        .select('action, actor_id, target_label')
        .eq('target_id', `rules:${rule.id}`)
        .order('id'),
      'audit',
    ) as { action: string; actor_id: string }[];
    expect(audit.map((entry) => entry.action)).toEqual([
      'content.created',
      'content.updated',
      'content.restored',
    ]);
    expect(new Set(audit.map((entry) => entry.actor_id))).toEqual(new Set([editor.user.id]));
  });

  it('refuses a restore to a moderator', async () => {
    const [version] = must(
      await service.from('content_revisions').select('id').limit(1),
      'a version',
    ) as { id: number }[];
    const { error } = await moderator.client.rpc('restore_content_revision', {
      p_revision: version!.id,
    });
    expect(error?.code).toBe('42501');
  });

  it('orders rows in one statement: positions, one audit entry, no new versions', async () => {
    const sectionId = await section();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const row = must(
        await editor.client.from('rules').insert(ruleOf(sectionId)).select('id').single(),
        'rule',
      ) as { id: number };
      ids.push(row.id);
    }
    const versionsBefore = (
      await service.from('content_revisions').select('id', { count: 'exact', head: true })
    ).count;
    const reversed = [...ids].reverse();
    must(
      await editor.client.rpc('reorder_content', { p_kind: 'rules', p_ids: reversed }),
      'reorder',
    );
    const rows = must(
      await service.from('rules').select('id').eq('section_id', sectionId).order('position'),
      'order',
    ) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual(reversed);
    const versionsAfter = (
      await service.from('content_revisions').select('id', { count: 'exact', head: true })
    ).count;
    expect(versionsAfter).toBe(versionsBefore);
    const { error } = await moderator.client.rpc('reorder_content', {
      p_kind: 'rules',
      p_ids: ids,
    });
    expect(error?.code).toBe('42501');
    const unknown = await editor.client.rpc('reorder_content', { p_kind: 'users', p_ids: ids });
    expect(unknown.error?.code).toBe('22023');
  });
});
