import { __iconNode as shapes } from '@tabler/icons-react/icons/IconChartBar'
import { tablerIcon } from './tabler-icon'

export const LeaderboardIcon = /* @__PURE__ */ tablerIcon(shapes, 'LeaderboardIcon')
