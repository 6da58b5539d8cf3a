import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPlane'
import { tablerIcon } from './tabler-icon'

export const FlightIcon = /* @__PURE__ */ tablerIcon(shapes, 'FlightIcon')
