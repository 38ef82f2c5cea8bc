import { pageWindow, parsePageParam } from './paging';

describe('pageWindow', () => {
  it('ends at the deepest page the database serves, 10,000 rows in', () => {
    expect(pageWindow(500_000, 1, 25)).toMatchObject({ pageCount: 20_000, lastPage: 400 });
    expect(pageWindow(500_000, 1, 30).lastPage).toBe(333);
  });

  it('places a page within the total', () => {
    expect(pageWindow(60, 1, 25)).toEqual({
      page: 1,
      pageCount: 3,
      lastPage: 3,
      total: 60,
      from: 1,
      to: 25,
    });
    expect(pageWindow(60, 3, 25)).toEqual({
      page: 3,
      pageCount: 3,
      lastPage: 3,
      total: 60,
      from: 51,
      to: 60,
    });
    expect(pageWindow(50, 2, 25).pageCount).toBe(2);
  });

  it('has one empty page for an empty list, and nothing on a page past the end', () => {
    expect(pageWindow(0, 1, 25)).toEqual({
      page: 1,
      pageCount: 1,
      lastPage: 1,
      total: 0,
      from: 0,
      to: 0,
    });
    expect(pageWindow(30, 4, 25)).toEqual({
      page: 4,
      pageCount: 2,
      lastPage: 2,
      total: 30,
      from: 0,
      to: 0,
    });
  });
});

describe('parsePageParam', () => {
  it('reads whole page numbers from 1 and falls back to 1', () => {
    expect(parsePageParam('7', 25)).toBe(7);
    expect(parsePageParam(null, 25)).toBe(1);
    expect(parsePageParam('0', 25)).toBe(1);
    expect(parsePageParam('-2', 25)).toBe(1);
    expect(parsePageParam('2.5', 25)).toBe(1);
    expect(parsePageParam('abc', 25)).toBe(1);
    expect(parsePageParam('1e400', 25)).toBe(1);
  });

  it('goes no deeper than the database pages', () => {
    expect(parsePageParam('400', 25)).toBe(400);
    expect(parsePageParam('5000', 25)).toBe(400);
    expect(parsePageParam('5000', 100)).toBe(100);
  });
});
