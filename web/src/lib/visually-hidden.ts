/**
 * Styles that hide text from the eye but keep it for screen readers, e.g. the words behind an
 * icon or a number. Kept here, not taken from @mui/utils, so the shell does not import another package.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px'
} as const
