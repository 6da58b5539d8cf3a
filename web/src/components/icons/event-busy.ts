import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCalendarX'
import { tablerIcon } from './tabler-icon'

export const EventBusyIcon = /* @__PURE__ */ tablerIcon(shapes, 'EventBusyIcon')
