import { MIN_STAGE_HEIGHT, stageMaxHeight } from './stage-fit';

it('leaves room under the stage for the hint, from where the stage starts', () => {
  // 1366 × 768: the stage starts 290 px down, the hint needs 60 px.
  expect(stageMaxHeight({ viewportHeight: 768, stageTop: 290, below: 60 })).toBe(418);
});

it('never goes below a playable size', () => {
  expect(stageMaxHeight({ viewportHeight: 400, stageTop: 300, below: 60 })).toBe(MIN_STAGE_HEIGHT);
});
