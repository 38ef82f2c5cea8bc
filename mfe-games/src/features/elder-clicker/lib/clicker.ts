/**
 * Elder Clicker rules (docs/product/games.md#elder-clicker). Pure functions over a plain state
 * object so the React layer only dispatches and renders, and the rules are tested without a DOM.
 */

export interface ClickerState {
  score: number;
  multiplier: number;
  autoClickers: number;
  clickPower: number;
  achievements: string[];
}

export const INITIAL_CLICKER_STATE: ClickerState = {
  score: 0,
  multiplier: 1,
  autoClickers: 0,
  clickPower: 1,
  achievements: [],
};

export type UpgradeKind = 'clickPower' | 'multiplier' | 'autoClicker';

export const UPGRADE_KINDS: readonly UpgradeKind[] = ['clickPower', 'multiplier', 'autoClicker'];

/** Cost of raising click power from `level` to `level + 1`. */
export function clickPowerCost(level: number): number {
  return Math.floor(200 * 2 ** (level - 1));
}

/** Cost of raising the multiplier from `multiplier` to `multiplier + 1`. */
export function multiplierCost(multiplier: number): number {
  return Math.floor(100 * 1.5 ** (multiplier - 1));
}

/** Cost of the next auto-clicker when `count` are owned. */
export function autoClickerCost(count: number): number {
  return Math.floor(150 * 1.8 ** count);
}

/** The level shown for an upgrade: the value it raises. */
export function upgradeLevel(state: ClickerState, kind: UpgradeKind): number {
  switch (kind) {
    case 'clickPower':
      return state.clickPower;
    case 'multiplier':
      return state.multiplier;
    case 'autoClicker':
      return state.autoClickers;
  }
}

export function upgradeCost(state: ClickerState, kind: UpgradeKind): number {
  switch (kind) {
    case 'clickPower':
      return clickPowerCost(state.clickPower);
    case 'multiplier':
      return multiplierCost(state.multiplier);
    case 'autoClicker':
      return autoClickerCost(state.autoClickers);
  }
}

export function canAfford(state: ClickerState, kind: UpgradeKind): boolean {
  return state.score >= upgradeCost(state, kind);
}

/** Points one click earns. */
export function pointsPerClick(state: ClickerState): number {
  return state.clickPower * state.multiplier;
}

/** Points the auto-clickers earn per 1 s tick. */
export function pointsPerTick(state: ClickerState): number {
  return state.autoClickers * state.clickPower * state.multiplier;
}

export function click(state: ClickerState): ClickerState {
  return { ...state, score: state.score + pointsPerClick(state) };
}

/** One auto tick; returns the same object when nothing changes so callers can skip a save. */
export function autoTick(state: ClickerState): ClickerState {
  const gained = pointsPerTick(state);
  return gained === 0 ? state : { ...state, score: state.score + gained };
}

/** Buys one level of `kind` when the score covers its cost; otherwise returns `state` unchanged. */
export function buy(state: ClickerState, kind: UpgradeKind): ClickerState {
  if (!canAfford(state, kind)) return state;
  const score = state.score - upgradeCost(state, kind);
  switch (kind) {
    case 'clickPower':
      return { ...state, score, clickPower: state.clickPower + 1 };
    case 'multiplier':
      return { ...state, score, multiplier: state.multiplier + 1 };
    case 'autoClicker':
      return { ...state, score, autoClickers: state.autoClickers + 1 };
  }
}

export type ClickerAction =
  | { type: 'click' }
  | { type: 'tick' }
  | { type: 'buy'; kind: UpgradeKind }
  | { type: 'load'; state: ClickerState };

export function clickerReducer(state: ClickerState, action: ClickerAction): ClickerState {
  switch (action.type) {
    case 'click':
      return click(state);
    case 'tick':
      return autoTick(state);
    case 'buy':
      return buy(state, action.kind);
    case 'load':
      return action.state;
  }
}
