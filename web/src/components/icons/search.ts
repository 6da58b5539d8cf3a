import { __iconNode as shapes } from '@tabler/icons-react/icons/IconSearch'
import { tablerIcon } from './tabler-icon'

export const SearchIcon = /* @__PURE__ */ tablerIcon(shapes, 'SearchIcon')
