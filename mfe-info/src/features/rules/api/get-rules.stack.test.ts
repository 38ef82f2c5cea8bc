import { getRuleSections } from './get-rules';

it('reads the sections in order, each with its rules in order', async () => {
  const sections = await getRuleSections();
  expect(sections.map((s) => s.title)).toEqual(['General Conduct', 'Gameplay', 'Building']);
  expect(sections[1]!.rules.map((r) => r.title)).toEqual([
    'No cheating',
    'Report bugs, do not abuse them',
    'Fair trading',
    'AFK farming',
  ]);
  expect(Object.keys(sections[0]!.rules[0]!).sort()).toEqual(
    ['description', 'id', 'severity', 'title'].sort(),
  );
});
