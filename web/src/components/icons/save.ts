import { __iconNode as shapes } from '@tabler/icons-react/icons/IconDeviceFloppy'
import { tablerIcon } from './tabler-icon'

export const SaveIcon = /* @__PURE__ */ tablerIcon(shapes, 'SaveIcon')
