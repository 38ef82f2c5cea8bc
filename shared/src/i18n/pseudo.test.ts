import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessage } from './pseudo';

it('accents the literal parts of a compiled message and keeps its placeholders and plurals', () => {
  const message = pseudoMessage(
    compileMessage('{count, plural, one {# rule} other {# rules}} for {name}'),
  ) as unknown[];
  expect(message[0]).toBe(PSEUDO_OPEN);
  expect(message.at(-1)).toBe(PSEUDO_CLOSE);
  expect(JSON.stringify(message)).toContain('"count","plural"');
  expect(JSON.stringify(message)).toContain('"#"," rülé"');
  expect(JSON.stringify(message)).toContain('["name"]');
});

it('keeps rich-text tags as they are', () => {
  const message = pseudoMessage(compileMessage('Contact <mail>us</mail>')) as string[];
  expect(message.join('')).toContain('<mail>üš</mail>');
});
