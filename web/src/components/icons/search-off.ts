import { __iconNode as shapes } from '@tabler/icons-react/icons/IconSearchOff'
import { tablerIcon } from './tabler-icon'

export const SearchOffIcon = /* @__PURE__ */ tablerIcon(shapes, 'SearchOffIcon')
