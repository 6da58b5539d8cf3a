import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCreditCard'
import { tablerIcon } from './tabler-icon'

export const CreditCardIcon = /* @__PURE__ */ tablerIcon(shapes, 'CreditCardIcon')
