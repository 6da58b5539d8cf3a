import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBike'
import { tablerIcon } from './tabler-icon'

export const DirectionsBikeIcon = /* @__PURE__ */ tablerIcon(shapes, 'DirectionsBikeIcon')
