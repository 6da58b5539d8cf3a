import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRotate'
import { tablerIcon } from './tabler-icon'

export const RestartAltIcon = /* @__PURE__ */ tablerIcon(shapes, 'RestartAltIcon')
