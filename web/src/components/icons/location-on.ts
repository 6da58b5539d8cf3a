import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMapPin'
import { tablerIcon } from './tabler-icon'

export const LocationOnIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocationOnIcon')
