import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon'
import type { IconNode } from '@tabler/icons-react'
import { createElement, forwardRef } from 'react'

/*
 * A Tabler icon's shapes drawn by MUI's `SvgIcon`, so `fontSize`, `color`, `sx` and `titleAccess`
 * work as with MUI's own icons, and MUI's buttons, chips, list items and alerts size and colour it
 * like theirs. Only the shapes are taken from Tabler (not its React component), which keeps the
 * first load smaller. `testId` keeps the `data-testid` MUI's icon package gave each icon: the
 * right-to-left styles (app/rtl-app.tsx) mirror icons that point along the reading direction by it.
 */
const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
// MUI fills its icons through a class, which outranks the svg's own `fill`: strokes need it off.
const noFill = { fill: 'none' }

export function tablerIcon (shapes: IconNode, testId: string, style: 'outline' | 'filled' = 'outline') {
  const Icon = forwardRef<SVGSVGElement, SvgIconProps>(function Icon ({ sx, ...props }, ref) {
    const painted = style === 'outline' ? { ...outline, sx: [noFill, ...(Array.isArray(sx) ? sx : [sx])] } : { sx }
    return (
      <SvgIcon ref={ref} data-testid={testId} {...painted} {...props}>
        {shapes.map(([tag, attributes]) => createElement(tag, attributes))}
      </SvgIcon>
    )
  })
  Icon.displayName = testId
  return Icon
}
