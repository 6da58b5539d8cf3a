import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCreditCardPay'
import { tablerIcon } from './tabler-icon'

export const AddCardIcon = /* @__PURE__ */ tablerIcon(shapes, 'AddCardIcon')
