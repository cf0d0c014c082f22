// Whether the person asked their system for less motion (prefers-reduced-motion: reduce). Read at the
// moment it matters, so a change in the system's settings applies to the next move without a reload.
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
