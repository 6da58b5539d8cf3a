import { __iconNode as shapes } from '@tabler/icons-react/icons/IconDoorExit'
import { tablerIcon } from './tabler-icon'

export const ExitToAppIcon = /* @__PURE__ */ tablerIcon(shapes, 'ExitToAppIcon')
