import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCaretDownFilled'
import { tablerIcon } from './tabler-icon'

export const ArrowDropDownIcon = /* @__PURE__ */ tablerIcon(shapes, 'ArrowDropDownIcon', 'filled')
