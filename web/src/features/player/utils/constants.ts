/** The player's constants (docs/product.md, member side §9), named once. */
export const PLAYER = {
  seekStep: 10,
  volumeStep: 0.1,
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 2],
  hideControlsAfterMs: 3000,
  /** Local progress is saved while `minSaved` < t < duration − `endMargin`. */
  localSave: { minSeconds: 5, endMargin: 5 },
  /** A saved point is offered while 0 < saved < duration − `resumeEndMargin` (utils/resume.ts). */
  resumeEndMargin: 10,
  historyEverySeconds: 30,
  completedRatio: 0.9,
  loadTimeoutMs: 90_000,
  firstLoadRetries: { count: 10, delayMs: 2000 },
  laterRetries: { count: 3, delayMs: 1500 },
  doubleTapMs: 300,
  mobileBelowPx: 768,
  autoNextMs: 3000,
} as const;
