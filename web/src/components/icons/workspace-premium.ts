import { __iconNode as shapes } from '@tabler/icons-react/icons/IconAward'
import { tablerIcon } from './tabler-icon'

export const WorkspacePremiumIcon = /* @__PURE__ */ tablerIcon(shapes, 'WorkspacePremiumIcon')
