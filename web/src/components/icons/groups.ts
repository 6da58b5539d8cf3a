import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUsersGroup'
import { tablerIcon } from './tabler-icon'

export const GroupsIcon = /* @__PURE__ */ tablerIcon(shapes, 'GroupsIcon')
