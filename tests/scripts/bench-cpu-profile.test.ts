// The summary of a CPU profile bench:connections prints for the server's storm (scripts/bench-cpu-profile.ts):
// self time (the samples' time deltas, not their count) by function and by place, largest first, without the
// profiler's own work (node:inspector and what it calls: taking the profile out of V8 when it stops).
import { describe, expect, it } from 'vitest';
import { placeOf, selfTimes, type CpuProfile } from '../../scripts/bench-cpu-profile.js';

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

describe('a CPU profile summed by function and by place', () => {
  it('names the place of a package, a project file, node, V8 and native code', () => {
    expect(placeOf('file:///w/node_modules/@scope/pkg/dist/index.js', 'f')).toBe('@scope/pkg');
    expect(placeOf('file:///w/node_modules/pg/lib/client.js', 'f')).toBe('pg');
    expect(placeOf('file:///work/wt/src/http/sse.ts', 'sseSend')).toBe('src/http/sse.ts');
    expect(placeOf('node:internal/streams/writable', 'write')).toBe('node internals');
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(placeOf('', 'writev')).toBe('native writev');
  });

  it('sums the time before each sample, not the count of samples, ranks the largest first, leaves the profiler out', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('sseSend', 'file:///w/src/http/sse.ts', 56) },
        { id: 3, callFrame: frame('query', 'file:///w/node_modules/pg/lib/client.js', 9) },
        { id: 4, callFrame: frame('connect', 'file:///w/node_modules/pg/lib/client.js', 99) },
        { id: 5, callFrame: frame('post', 'node:inspector', 111), children: [6] },
        { id: 6, callFrame: frame('dispatch', '') },
      ],
      samples: [2, 3, 3, 3, 4, 2, 6, 5],
      timeDeltas: [5_000, 1_000, 1_000, 1_000, 500, 1_500, 40_000, 1_000],
    };
    const { functions, places, totalMs } = selfTimes(profile, 2);
    expect(totalMs).toBe(10);
    expect(functions).toEqual([
      { name: 'sseSend src/http/sse.ts:57', ms: 6.5, share: 0.65 },
      { name: 'query pg:10', ms: 3, share: 0.3 },
    ]);
    expect(places).toEqual([
      { name: 'src/http/sse.ts', ms: 6.5, share: 0.65 },
      { name: 'pg', ms: 3.5, share: 0.35 },
    ]);
  });
});
