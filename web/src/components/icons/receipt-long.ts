import { __iconNode as shapes } from '@tabler/icons-react/icons/IconReceipt'
import { tablerIcon } from './tabler-icon'

export const ReceiptLongIcon = /* @__PURE__ */ tablerIcon(shapes, 'ReceiptLongIcon')
