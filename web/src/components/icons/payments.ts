import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCash'
import { tablerIcon } from './tabler-icon'

export const PaymentsIcon = /* @__PURE__ */ tablerIcon(shapes, 'PaymentsIcon')
