import { __iconNode as shapes } from '@tabler/icons-react/icons/IconGlassFull'
import { tablerIcon } from './tabler-icon'

export const LocalDrinkIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocalDrinkIcon')
