import { CloseIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import Typography from '@mui/material/Typography'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BubblePlacement } from '../engine/tutorial-types'
import { Mascot } from './mascot'

const BUBBLE_INK = '#263238'
const BUBBLE_PAPER = '#fffaf2'
const ARROW_SIZE = 14
// Above the app bar (1100), below the side menu (1200), menus and dialogs (1300): a menu the
// player opens on the bubble's advice must not end up underneath it.
const BUBBLE_Z_INDEX = 1150

export interface BubbleProps {
  /** The element to point at; null shows the bubble centred without an arrow. */
  anchor: HTMLElement | null
  placement?: BubblePlacement
  children: ReactNode
  /** "Step 2 of 4" and the like. */
  caption?: string
  onCancel: () => void
  onSkip?: () => void
  onNext?: () => void
  onDone?: () => void
}

function BubbleCard ({ children, caption, onCancel, onSkip, onNext, onDone }: Omit<BubbleProps, 'anchor' | 'placement'>) {
  const { t } = useTranslation()
  const hasActions = onSkip !== undefined || onNext !== undefined || onDone !== undefined
  return (
    <Paper
      elevation={10}
      role="dialog"
      aria-modal="false"
      aria-label={t('HACKING_INSTRUCTOR_TITLE')}
      id="hackingInstructorBubble"
      sx={{ position: 'relative', bgcolor: BUBBLE_PAPER, color: BUBBLE_INK, backgroundImage: 'none', borderRadius: 3, border: '2px solid #ff9a2e', p: 1.5, pr: 4.5, width: 'min(360px, calc(100vw - 24px))' }}
    >
      <IconButton
        size="small"
        onClick={onCancel}
        aria-label={t('HACKING_INSTRUCTOR_CANCEL')}
        title={t('HACKING_INSTRUCTOR_CANCEL')}
        sx={{ position: 'absolute', top: 4, right: 4, color: BUBBLE_INK }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flexShrink: 0, mt: 0.25 }}><Mascot /></Box>
        <Box sx={{ minWidth: 0 }}>
          {caption && <Typography variant="caption" component="p" sx={{ color: '#8d6e63', fontWeight: 500 }}>{caption}</Typography>}
          <Typography variant="body2" component="p" className="hacking-instructor-text" sx={{ lineHeight: 1.5, overflowWrap: 'anywhere' }}>{children}</Typography>
        </Box>
      </Box>
      {hasActions && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1, mr: -3 }}>
          {onSkip && <Button size="small" onClick={onSkip} sx={{ color: '#6d4c41' }}>{t('HACKING_INSTRUCTOR_SKIP_STEP')}</Button>}
          {onNext && <Button size="small" variant="contained" onClick={onNext}>{t('HACKING_INSTRUCTOR_NEXT')}</Button>}
          {onDone && <Button size="small" variant="contained" onClick={onDone}>{t('HACKING_INSTRUCTOR_DONE')}</Button>}
        </Box>
      )}
    </Paper>
  )
}

/** Which side of the card the arrow sits on, from the placement Popper settled on (it may flip). */
function arrowSide (placement: string): 'top' | 'bottom' | 'left' | 'right' {
  if (placement.startsWith('bottom')) return 'top'
  if (placement.startsWith('top')) return 'bottom'
  if (placement.startsWith('left')) return 'right'
  return 'left'
}

/**
 * The speech bubble: a card with the mascot, anchored to its element by Popper (which keeps it
 * attached on scroll and resize and flips it when there is no room), or centred when there is
 * no element to point at.
 */
export function InstructorBubble ({ anchor, placement = 'bottom', ...card }: BubbleProps) {
  const [arrow, setArrow] = useState<HTMLElement | null>(null)
  const modifiers = useMemo(() => [
    { name: 'offset', options: { offset: [0, ARROW_SIZE] } },
    { name: 'preventOverflow', options: { padding: 8, altAxis: true } },
    { name: 'flip', options: { padding: 8 } },
    { name: 'arrow', enabled: arrow !== null, options: { element: arrow, padding: 12 } }
  ], [arrow])

  if (anchor === null) {
    return (
      <Box sx={{ position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: BUBBLE_Z_INDEX }}>
        <BubbleCard {...card} />
      </Box>
    )
  }

  return (
    <Popper open anchorEl={anchor} placement={placement} modifiers={modifiers} sx={{ zIndex: BUBBLE_Z_INDEX }}>
      {({ placement: actual }) => {
        const side = arrowSide(actual)
        return (
          <Box sx={{ position: 'relative' }}>
            <BubbleCard {...card} />
            <Box
              ref={setArrow}
              sx={{
                position: 'absolute',
                width: ARROW_SIZE,
                height: ARROW_SIZE,
                [side]: -ARROW_SIZE / 2 + 1,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  bgcolor: BUBBLE_PAPER,
                  border: '2px solid #ff9a2e',
                  transform: 'rotate(45deg)',
                  // Only the two outer edges carry the border, so the arrow merges into the card.
                  borderColor: side === 'top' ? '#ff9a2e transparent transparent #ff9a2e'
                    : side === 'bottom' ? 'transparent #ff9a2e #ff9a2e transparent'
                      : side === 'left' ? 'transparent transparent #ff9a2e #ff9a2e' : '#ff9a2e #ff9a2e transparent transparent'
                }
              }}
            />
          </Box>
        )
      }}
    </Popper>
  )
}
