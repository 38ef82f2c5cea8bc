import { markdownExcerpt } from './excerpt';

it('keeps the words, not the marks', () => {
  expect(
    markdownExcerpt(
      '## What changes\n\n- **Huge** clocks go\n- See [the rules](/rules)\n\n> Quote',
    ),
  ).toBe('What changes Huge clocks go See the rules Quote');
});

it('drops code blocks and image addresses, keeping the description', () => {
  expect(markdownExcerpt('Intro\n\n```\nrm -rf\n```\n\n![A longship](https://x/y.png)')).toBe(
    'Intro A longship',
  );
});

it('shortens at a word with an ellipsis', () => {
  const text = markdownExcerpt('word '.repeat(100), 22);
  expect(text).toBe('word word word word…');
  expect(text.length).toBeLessThanOrEqual(22);
});
