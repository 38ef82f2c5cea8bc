import { newsPagePath, parseNewsPage } from './news-paths';

it('gives the first page the plain address', () => {
  expect(newsPagePath(1)).toBe('/news');
  expect(newsPagePath(3)).toBe('/news/page/3');
});

it('reads page numbers and refuses anything else', () => {
  expect(parseNewsPage(undefined)).toBe(1);
  expect(parseNewsPage('2')).toBe(2);
  for (const bad of ['0', '-1', '01', 'two', '1.5', '9999999']) {
    expect(parseNewsPage(bad)).toBeNull();
  }
});
