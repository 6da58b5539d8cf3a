import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRobot'
import { tablerIcon } from './tabler-icon'

export const SmartToyIcon = /* @__PURE__ */ tablerIcon(shapes, 'SmartToyIcon')
