import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCircle'
import { tablerIcon } from './tabler-icon'

export const RadioButtonUncheckedIcon = /* @__PURE__ */ tablerIcon(shapes, 'RadioButtonUncheckedIcon')
