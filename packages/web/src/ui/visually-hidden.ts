/** Styles of text that screen readers read and eyes do not see (px strings: in `sx`, 1 means 100 %). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
