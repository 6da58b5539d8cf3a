import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRefresh'
import { tablerIcon } from './tabler-icon'

export const RefreshIcon = /* @__PURE__ */ tablerIcon(shapes, 'RefreshIcon')
