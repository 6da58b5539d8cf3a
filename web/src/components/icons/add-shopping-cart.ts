import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShoppingCartPlus'
import { tablerIcon } from './tabler-icon'

export const AddShoppingCartIcon = /* @__PURE__ */ tablerIcon(shapes, 'AddShoppingCartIcon')
