import { contentKind } from '@norsecraft/shared/content-kinds';
import { differences } from './revision-diff';

const rules = contentKind('rules')!;

it('lists the fields that changed, in the form’s order and words', () => {
  const then = {
    id: 1,
    section_id: 2,
    title: 'No griefing',
    description: 'Old.',
    severity: 'warning',
  };
  const now = { ...then, description: 'New.', severity: 'critical', updated_at: 'later' };
  expect(differences(rules, then, now)).toEqual([
    { name: 'description', label: 'Description', then: 'Old.', now: 'New.', prose: true },
    { name: 'severity', label: 'Severity', then: 'warning', now: 'critical', prose: false },
  ]);
});

it('shows lists, flags and empty values as words', () => {
  const quests = contentKind('quests')!;
  const [rewards] = differences(quests, { rewards: ['2g'] }, { rewards: ['2g', 'Key'] });
  expect(rewards).toMatchObject({ then: '2g', now: '2g\nKey' });
  const achievements = contentKind('achievements')!;
  expect(differences(achievements, { unlocked: false }, { unlocked: true })[0]).toMatchObject({
    then: 'no',
    now: 'yes',
  });
  expect(differences(contentKind('vote_sites')!, { bonus: null }, { bonus: 'x' })[0]!.then).toBe(
    '—',
  );
});
