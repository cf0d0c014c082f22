// Loaded with `node --expose-gc --import` into the server `npm run bench:connections` measures: SIGUSR2 runs a
// full garbage collection, so that the memory read afterwards is what the streams hold, not garbage.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) process.on('SIGUSR2', () => gc());
