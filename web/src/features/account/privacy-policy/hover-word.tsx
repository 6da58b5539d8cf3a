import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * One of the six words that light up under the pointer. Nothing else marks them, so a reader
 * only finds them by hovering (the Between the Lines challenge).
 */
export function HoverWord ({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="span"
      className="hover-word"
      sx={{
        borderRadius: 0.5,
        transition: 'background-color 200ms, color 200ms',
        '&:hover': { bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 600 }
      }}
    >
      {children}
    </Box>
  )
}
