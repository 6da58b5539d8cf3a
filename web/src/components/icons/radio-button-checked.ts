import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCircleDot'
import { tablerIcon } from './tabler-icon'

export const RadioButtonCheckedIcon = /* @__PURE__ */ tablerIcon(shapes, 'RadioButtonCheckedIcon')
