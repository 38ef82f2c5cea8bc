import { loadPageLanguage, setPageLanguage } from '@norsecraft/shared';
import { serverSentence } from './server-sentences';

const LAST_ADMIN = 'Cannot remove the last admin. Grant the admin role to another user first.';

afterEach(() => setPageLanguage('en'));

it("says the database's refusals in the page's language, and others as they came", async () => {
  expect(serverSentence(LAST_ADMIN)).toBe(LAST_ADMIN);
  await loadPageLanguage('sv');
  expect(serverSentence(LAST_ADMIN)).toBe(
    'Den sista administratören kan inte tas bort. Ge först administratörsrollen till en annan användare.',
  );
  expect(serverSentence('permission denied for table roles')).toBe(
    'permission denied for table roles',
  );
});
