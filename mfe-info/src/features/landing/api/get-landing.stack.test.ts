import { supabase, unwrap } from '@norsecraft/shared';
import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getLatestNews } from '../../../api/news';
import { getLanding } from './get-landing';

it('reads the hero lines, the features and the facts in order', async () => {
  const { texts, features, facts } = await getLanding();
  expect(texts?.tagline).toMatch(/Norse-themed survival server/);
  expect(features.map((f) => f.title)).toEqual([
    'Norse Mythology',
    'Epic Battles',
    'Active Community',
    'Custom Quests',
  ]);
  expect(facts.map((f) => f.label)).toEqual(['CPU', 'RAM', 'Storage', 'Anti-lag']);
});

// Other suites post live news on the same stack while this runs, so the seed's three are not
// always the newest: what holds is the rule — live ones only, newest first, three of them.
it('reads the three newest live posts, never a draft nor a scheduled one', async () => {
  await signInAs('editor');
  const stamp = Date.now();
  const draft = `landing-draft-${stamp}`;
  const scheduled = `landing-later-${stamp}`;
  unwrap(
    await supabase.from('news_posts').insert([
      { title: 'Draft', slug: draft, body: 'x', status: 'draft' },
      {
        title: 'Later',
        slug: scheduled,
        body: 'x',
        status: 'published',
        published_at: new Date(stamp + 3_600_000).toISOString(),
      },
    ]),
  );
  try {
    // An editor may read drafts, so only the query itself keeps them off the landing.
    const posts = await getLatestNews();
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => p.slug)).not.toContain(draft);
    expect(posts.map((p) => p.slug)).not.toContain(scheduled);
    const times = posts.map((p) => Date.parse(p.published_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  } finally {
    unwrap(await supabase.from('news_posts').delete().in('slug', [draft, scheduled]));
    await signOut();
  }
});
