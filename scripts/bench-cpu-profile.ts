// Where a process's CPU went, from a V8 CPU profile (.cpuprofile, as node --cpu-prof and node:inspector write
// it): the self time of each function and of each place (a file of src/, a package, node's internals, the
// garbage collector), largest first. bench:connections prints it for the server's profile of the storm, so
// that the figures say where the server's time goes, not only how much of it there was.

export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }[];
  /** The node each sample was taken in, and the µs before each sample. */
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface Share {
  readonly name: string;
  readonly ms: number;
  /** Of the profile's time, idle included. */
  readonly share: number;
}

/**
 * The place a function belongs to: a package, a file of the project, node's internals, V8's own entries
 * ((garbage collector), (idle), (program)) or native code, which has no file (libuv's writev, for one).
 */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  if (url.startsWith('node:')) return 'node internals';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inProject = /\/((?:src|scripts)\/.*)$/.exec(url);
  return inProject ? inProject[1]! : url;
}

/**
 * Nodes called from node:inspector: the profiler's own work (taking the profile out of V8 when it stops, called
 * from the process's thread), which is not the process's.
 */
function profilersOwn(profile: CpuProfile): Set<number> {
  const byId = new Map(profile.nodes.map(node => [node.id, node]));
  const own = new Set<number>();
  const mark = (id: number): void => {
    if (own.has(id)) return;
    own.add(id);
    for (const child of byId.get(id)?.children ?? []) mark(child);
  };
  for (const node of profile.nodes) if (node.callFrame.url === 'node:inspector') mark(node.id);
  return own;
}

/** Self time by function and by place, largest first, `top` of each; the profiler's own work left out. */
export function selfTimes(profile: CpuProfile, top = 15): { functions: Share[]; places: Share[]; totalMs: number } {
  const own = profilersOwn(profile);
  const byId = new Map(profile.nodes.filter(node => !own.has(node.id)).map(node => [node.id, node.callFrame]));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id);
    if (!frame) return;
    total += us;
    const place = placeOf(frame.url, frame.functionName);
    const name = frame.url === '' ? place : `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    places.set(place, (places.get(place) ?? 0) + us);
  });
  const ranked = (map: Map<string, number>): Share[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: total > 0 ? us / total : 0 }));
  return { functions: ranked(functions), places: ranked(places), totalMs: total / 1000 };
}
