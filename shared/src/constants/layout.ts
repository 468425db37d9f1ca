// Layout constants of requirements §9. The Sass twins live in src/styles/_tokens.scss;
// a test keeps the two in step.

/** Widths in px: a layout is "narrow" below its breakpoint. */
export const BREAKPOINTS = {
  general: 1200,
  bankList: 450,
  history: 600,
  menu: 767,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const DEFAULT_FONT = 'Poppins';
export const DEFAULT_FONT_WEIGHTS = [300, 400, 700] as const;
