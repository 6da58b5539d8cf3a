import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRestore'
import { tablerIcon } from './tabler-icon'

export const RestoreIcon = /* @__PURE__ */ tablerIcon(shapes, 'RestoreIcon')
