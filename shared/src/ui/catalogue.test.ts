import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every component the UI kit exports has a page in the catalogue (the *.stories.tsx files). */
const uiDir = __dirname;

function exportedComponents(): string[] {
  const index = readFileSync(path.join(uiDir, 'index.ts'), 'utf8');
  const names = [...index.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim()),
  );
  // Components are capitalised values; `type X` exports and helpers (buttonStyles) are not.
  return names.filter((name) => /^[A-Z]/.test(name));
}

function storiesText(): string {
  return readdirSync(uiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => readFileSync(path.join(uiDir, file), 'utf8'))
    .join('\n');
}

it('shows every exported UI kit component in the catalogue', () => {
  const components = exportedComponents();
  expect(components).toEqual(expect.arrayContaining(['Button', 'ConfirmDialog', 'Modal']));
  const stories = storiesText();
  const missing = components.filter(
    (name) => !stories.includes(`<${name}`) && !stories.includes(`component: ${name}`),
  );
  expect(missing).toEqual([]);
});
