import {
  INITIAL_CLICKER_STATE,
  autoClickerCost,
  autoTick,
  buy,
  canAfford,
  click,
  clickPowerCost,
  clickerReducer,
  multiplierCost,
  upgradeCost,
  type ClickerState,
} from './clicker';

const withState = (patch: Partial<ClickerState>): ClickerState => ({
  ...INITIAL_CLICKER_STATE,
  ...patch,
});

describe('upgrade costs, levels 1–10', () => {
  it('click power: floor(200 × 2^(level−1))', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(clickPowerCost)).toEqual([
      200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 102400,
    ]);
  });

  it('multiplier: floor(100 × 1.5^(multiplier−1))', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(multiplierCost)).toEqual([
      100, 150, 225, 337, 506, 759, 1139, 1708, 2562, 3844,
    ]);
  });

  it('auto-clicker: floor(150 × 1.8^count), count 0–9', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(autoClickerCost)).toEqual([
      150, 270, 486, 874, 1574, 2834, 5101, 9183, 16529, 29753,
    ]);
  });

  it('reads the cost from the current level of each upgrade', () => {
    const state = withState({ clickPower: 3, multiplier: 2, autoClickers: 4 });
    expect(upgradeCost(state, 'clickPower')).toBe(800);
    expect(upgradeCost(state, 'multiplier')).toBe(150);
    expect(upgradeCost(state, 'autoClicker')).toBe(1574);
  });
});

describe('clicking', () => {
  it('starts at score 0, click power 1, multiplier 1, no auto-clickers', () => {
    expect(INITIAL_CLICKER_STATE).toEqual({
      score: 0,
      clickPower: 1,
      multiplier: 1,
      autoClickers: 0,
      achievements: [],
    });
  });

  it('adds click power × multiplier', () => {
    expect(click(INITIAL_CLICKER_STATE).score).toBe(1);
    expect(click(withState({ score: 10, clickPower: 3, multiplier: 4 })).score).toBe(22);
  });
});

describe('affordability and buying', () => {
  it('cannot buy below the cost and leaves the state untouched', () => {
    const state = withState({ score: 199 });
    expect(canAfford(state, 'clickPower')).toBe(false);
    expect(buy(state, 'clickPower')).toBe(state);
  });

  it('buys at exactly the cost: subtracts it and raises the level by 1', () => {
    expect(buy(withState({ score: 200 }), 'clickPower')).toEqual(
      withState({ score: 0, clickPower: 2 }),
    );
    expect(buy(withState({ score: 120, multiplier: 1 }), 'multiplier')).toEqual(
      withState({ score: 20, multiplier: 2 }),
    );
    expect(buy(withState({ score: 300, autoClickers: 1 }), 'autoClicker')).toEqual(
      withState({ score: 30, autoClickers: 2 }),
    );
  });

  it('each purchase makes the next one dearer', () => {
    let state = withState({ score: 1000 });
    state = buy(state, 'multiplier'); // 100
    state = buy(state, 'multiplier'); // 150
    state = buy(state, 'multiplier'); // 225
    expect(state).toEqual(withState({ score: 525, multiplier: 4 }));
    expect(canAfford(state, 'multiplier')).toBe(true); // 337
    expect(canAfford(buy(state, 'multiplier'), 'multiplier')).toBe(false); // 188 < 506
  });
});

describe('auto tick', () => {
  it('adds auto-clickers × click power × multiplier', () => {
    const state = withState({ score: 5, autoClickers: 3, clickPower: 2, multiplier: 4 });
    expect(autoTick(state).score).toBe(5 + 24);
  });

  it('does nothing (same object) without auto-clickers', () => {
    const state = withState({ score: 5, clickPower: 9 });
    expect(autoTick(state)).toBe(state);
  });
});

describe('reducer', () => {
  it('dispatches click, buy, tick and load', () => {
    let state = clickerReducer(withState({ score: 149 }), { type: 'click' });
    state = clickerReducer(state, { type: 'buy', kind: 'autoClicker' });
    state = clickerReducer(state, { type: 'tick' });
    expect(state).toEqual(withState({ score: 1, autoClickers: 1 }));
    const loaded = withState({ score: 42 });
    expect(clickerReducer(state, { type: 'load', state: loaded })).toBe(loaded);
  });
});
