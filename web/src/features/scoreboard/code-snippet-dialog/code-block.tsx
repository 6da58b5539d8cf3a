import Box from '@mui/material/Box'
import { snippetLines } from './coding-result'

export const CODE_FONT = { fontFamily: '"Roboto Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace', fontSize: 13, lineHeight: 1.6 }

/** A read-only block of source code, numbered like the Find it snippet. */
export function CodeBlock ({ code }: { code: string }) {
  const lines = snippetLines(code)
  return (
    // Source code reads left to right in every language.
    <Box component="pre" dir="ltr" sx={{ ...CODE_FONT, m: 0, py: 1, bgcolor: '#1e1e1e', color: '#e0e0e0', overflowX: 'auto', borderRadius: 1 }}>
      {lines.map((text, i) => (
        <Box key={i} sx={{ display: 'flex', minWidth: 'max-content', pr: 2 }}>
          <Box component="span" sx={{ color: 'text.disabled', width: 36, textAlign: 'right', pr: 1.5, userSelect: 'none', flexShrink: 0 }}>{i + 1}</Box>
          <code>{text === '' ? ' ' : text}</code>
        </Box>
      ))}
    </Box>
  )
}
