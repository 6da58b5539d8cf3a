import { __iconNode as shapes } from '@tabler/icons-react/icons/IconClock'
import { tablerIcon } from './tabler-icon'

export const ScheduleIcon = /* @__PURE__ */ tablerIcon(shapes, 'ScheduleIcon')
