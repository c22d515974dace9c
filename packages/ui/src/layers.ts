/** Stacking order of the kit's floating layers; apps place their own sticky bars below `overlay`. */
export const layers = {
  sticky: 100,
  overlay: 1000,
  drawer: 1001,
  dialog: 1100,
  toast: 1200,
} as const;
