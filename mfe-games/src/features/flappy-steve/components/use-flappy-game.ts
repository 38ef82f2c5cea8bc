import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FLAPPY } from '../lib/constants';
import { readBestScore, recordScore } from '../lib/best-score';
import { createFlappyRenderer, type FlappyPalette } from '../lib/draw-frame';
import { createFlappyRunner, type FlappyRunner } from '../lib/flappy-runner';
import type { FlappyStatus } from '../lib/physics';
import { randomSeed } from '../lib/rng';

export interface FlappySnapshot {
  status: FlappyStatus;
  score: number;
  paused: boolean;
  /** The best score on this device, this run included once it is over. */
  best: number;
}

function snapshotOf(runner: FlappyRunner, best: number): FlappySnapshot {
  return { status: runner.state.status, score: runner.state.score, paused: runner.paused, best };
}

/**
 * Runs Flappy Steve on a canvas: requestAnimationFrame drives the fixed-step runner, the canvas
 * backing store follows its CSS size × devicePixelRatio (crisp on high-DPI screens), the game
 * pauses while the tab is hidden, and React re-renders only when status, score or pause change.
 * `onStart` is called when a jump starts a game (not when a paused one resumes).
 */
export function useFlappyGame(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  palette: FlappyPalette,
  onStart: () => void,
) {
  const [runner] = useState(() => createFlappyRunner(randomSeed()));
  const [initialBest] = useState(() => readBestScore(globalThis.localStorage));
  const best = useRef(initialBest);
  const [snapshot, setSnapshot] = useState<FlappySnapshot>(() => snapshotOf(runner, initialBest));
  // Set when something other than the simulation changed what is on screen.
  const dirty = useRef(true);

  const sync = useCallback(() => {
    dirty.current = true;
    if (runner.state.status === 'over') {
      best.current = recordScore(globalThis.localStorage, best.current, runner.state.score);
    }
    setSnapshot((previous) => {
      const next = snapshotOf(runner, best.current);
      return previous.status === next.status &&
        previous.score === next.score &&
        previous.paused === next.paused &&
        previous.best === next.best
        ? previous
        : next;
    });
  }, [runner]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d', { alpha: false });
    if (!canvas || !ctx) return;
    const draw = createFlappyRenderer(ctx, palette);

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round((width * FLAPPY.height) / FLAPPY.width));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      // Resizing resets the context, so the transform to game units is set every time.
      ctx.setTransform(width / FLAPPY.width, 0, 0, height / FLAPPY.height, 0, 0);
      dirty.current = true;
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);

    let frame = 0;
    let lastStatus = runner.state.status;
    let lastScore = runner.state.score;
    const loop = (now: number) => {
      frame = requestAnimationFrame(loop);
      const steps = runner.frame(now);
      if (steps > 0 || dirty.current) {
        dirty.current = false;
        draw(runner, best.current);
      }
      if (runner.state.status !== lastStatus || runner.state.score !== lastScore) {
        lastStatus = runner.state.status;
        lastScore = runner.state.score;
        sync();
        // The game-over screen shows the best score, which sync may just have raised.
        draw(runner, best.current);
      }
    };
    frame = requestAnimationFrame(loop);

    const onVisibility = () => {
      if (document.hidden && runner.state.status === 'playing') {
        runner.pause();
        sync();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [canvasRef, palette, runner, sync]);

  /** Jump (starting the game if needed), or continue after a pause. */
  const act = useCallback(() => {
    const { paused } = runner;
    const { status } = runner.state;
    if (paused) runner.resume();
    else runner.jump();
    if (status === 'ready' && runner.state.status === 'playing') onStart();
    // A plain jump in play changes nothing React shows: skip the render.
    if (paused || runner.state.status !== status) sync();
  }, [runner, sync, onStart]);

  /** The pause key and button: pause a game in flight, or continue it. False: nothing to do. */
  const togglePause = useCallback((): boolean => {
    const changed = runner.togglePause();
    if (changed) sync();
    return changed;
  }, [runner, sync]);

  const restart = useCallback(() => {
    runner.restart(randomSeed());
    sync();
  }, [runner, sync]);

  return { snapshot, act, togglePause, restart };
}
