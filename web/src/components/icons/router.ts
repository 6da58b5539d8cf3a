import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRouter'
import { tablerIcon } from './tabler-icon'

export const RouterIcon = /* @__PURE__ */ tablerIcon(shapes, 'RouterIcon')
