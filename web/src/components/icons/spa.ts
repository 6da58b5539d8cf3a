import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPlant2'
import { tablerIcon } from './tabler-icon'

export const SpaIcon = /* @__PURE__ */ tablerIcon(shapes, 'SpaIcon')
