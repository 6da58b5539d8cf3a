import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShoppingCart'
import { tablerIcon } from './tabler-icon'

export const ShoppingCartIcon = /* @__PURE__ */ tablerIcon(shapes, 'ShoppingCartIcon')
