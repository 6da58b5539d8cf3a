import { __iconNode as shapes } from '@tabler/icons-react/icons/IconHistory'
import { tablerIcon } from './tabler-icon'

export const HistoryIcon = /* @__PURE__ */ tablerIcon(shapes, 'HistoryIcon')
