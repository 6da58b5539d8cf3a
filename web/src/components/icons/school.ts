import { __iconNode as shapes } from '@tabler/icons-react/icons/IconSchool'
import { tablerIcon } from './tabler-icon'

export const SchoolIcon = /* @__PURE__ */ tablerIcon(shapes, 'SchoolIcon')
