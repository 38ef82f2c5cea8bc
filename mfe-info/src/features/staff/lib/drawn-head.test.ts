import { BUILDERS, STAFF } from '../data';
import { drawnHead } from './drawn-head';

it('draws an 8 × 8 face, the same for the same name', () => {
  const head = drawnHead('OdinAllfather');
  expect(head).toHaveLength(8);
  expect(head.every((row) => row.length === 8)).toBe(true);
  expect(drawnHead('OdinAllfather')).toEqual(head);
});

it('gives every staff member and builder a face of their own', () => {
  const names = [...STAFF, ...BUILDERS].map((person) => person.minecraft_username);
  const faces = new Set(names.map((name) => JSON.stringify(drawnHead(name))));
  expect(faces.size).toBe(names.length);
});
