import { __iconNode as shapes } from '@tabler/icons-react/icons/IconListSearch'
import { tablerIcon } from './tabler-icon'

export const ManageSearchIcon = /* @__PURE__ */ tablerIcon(shapes, 'ManageSearchIcon')
