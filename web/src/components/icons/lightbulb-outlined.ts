import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBulb'
import { tablerIcon } from './tabler-icon'

export const LightbulbOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'LightbulbOutlinedIcon')
