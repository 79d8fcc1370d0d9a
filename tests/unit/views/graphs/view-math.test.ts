import { describe, expect, it } from 'vitest';
import { fitView } from '../../../../src/views/kit/graph/view-math';

describe('fitting a graph into its frame', () => {
  const frame = { w: 800, h: 600 };

  it('centres a graph that fits, its top at the frame’s top, whatever the focus', () => {
    expect(fitView(frame, { w: 400, h: 300 }, 0.6, { x: 0, y: 0, w: 10, h: 10 })).toEqual({
      k: 1,
      x: 200,
      y: 12,
    });
  });

  it('held at its floor, puts the focus in the middle of the frame, never past the graph’s edges', () => {
    const content = { w: 4000, h: 2000 };
    const middle = fitView(frame, content, 0.6, { x: 1990, y: 990, w: 20, h: 20 });
    expect(middle).toEqual({ k: 0.6, x: 400 - 2000 * 0.6, y: 300 - 1000 * 0.6 });
    const corner = fitView(frame, content, 0.6, { x: 0, y: 0, w: 20, h: 20 });
    expect(corner).toEqual({ k: 0.6, x: 12, y: 12 });
    const far = fitView(frame, content, 0.6, { x: 3980, y: 1980, w: 20, h: 20 });
    expect(far).toEqual({ k: 0.6, x: 800 - 12 - 4000 * 0.6, y: 600 - 12 - 2000 * 0.6 });
    expect(fitView(frame, content, 0.6)).toEqual({ k: 0.6, x: 12, y: 12 });
  });
});
