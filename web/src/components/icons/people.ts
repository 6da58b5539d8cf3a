import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUsers'
import { tablerIcon } from './tabler-icon'

export const PeopleIcon = /* @__PURE__ */ tablerIcon(shapes, 'PeopleIcon')
