import { drawnHead } from './drawn-head';

it('draws an 8 × 8 face, the same for the same name', () => {
  const head = drawnHead('OdinAllfather');
  expect(head).toHaveLength(8);
  expect(head.every((row) => row.length === 8)).toBe(true);
  expect(drawnHead('OdinAllfather')).toEqual(head);
});

it('gives every staff member and builder a face of their own', () => {
  // The seeded roster's game names (supabase/seeds/content-pages.sql).
  const names = [
    'OdinAllfather',
    'FriggQueen',
    'LokiCodes',
    'TyrJustice',
    'EirHealer',
    'BrokkrForge',
    'SindriSmith',
    'IdunnGardens',
  ];
  const faces = new Set(names.map((name) => JSON.stringify(drawnHead(name))));
  expect(faces.size).toBe(names.length);
});
