import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShoppingCartCheck'
import { tablerIcon } from './tabler-icon'

export const ShoppingCartCheckoutIcon = /* @__PURE__ */ tablerIcon(shapes, 'ShoppingCartCheckoutIcon')
