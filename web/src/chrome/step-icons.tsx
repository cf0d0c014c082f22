// The history stepper's four controls drawn as SVG: the characters ⏮ ◀ ▶ ⏭ are missing from many default
// fonts (drawn as empty boxes), a drawing is not. Decorative: each button is named by its aria-label.
const PATHS = {
  first: 'M4 3h2v14H4zM17 3v14L7 10z',
  previous: 'M15 3v14L5 10z',
  next: 'M5 3v14l10-7z',
  last: 'M14 3h2v14h-2zM3 3v14l10-7z',
} as const;

export type StepIcon = keyof typeof PATHS;

export function StepIconSvg({ icon }: { readonly icon: StepIcon }) {
  return (
    <svg class="step-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="currentColor" />
    </svg>
  );
}
