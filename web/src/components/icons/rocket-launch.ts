import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRocket'
import { tablerIcon } from './tabler-icon'

export const RocketLaunchIcon = /* @__PURE__ */ tablerIcon(shapes, 'RocketLaunchIcon')
