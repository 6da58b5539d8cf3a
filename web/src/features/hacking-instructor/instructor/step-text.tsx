import Box from '@mui/material/Box'
import { parseEmphasis } from '../engine/emphasis'

export function StepText ({ text }: { text: string }) {
  return (
    <>
      {parseEmphasis(text).map((segment, index) => {
        if (segment.kind === 'bold') return <strong key={index}>{segment.text}</strong>
        if (segment.kind === 'code') {
          return (
            <Box
              key={index}
              component="code"
              sx={{ fontFamily: 'monospace', fontSize: '0.92em', bgcolor: 'rgba(38,50,56,0.1)', px: 0.5, py: 0.1, borderRadius: 0.5, overflowWrap: 'anywhere', userSelect: 'all' }}
            >
              {segment.text}
            </Box>
          )
        }
        return <span key={index}>{segment.text}</span>
      })}
    </>
  )
}
