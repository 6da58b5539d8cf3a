import { __iconNode as shapes } from '@tabler/icons-react/icons/IconAlertTriangle'
import { tablerIcon } from './tabler-icon'

export const ReportProblemIcon = /* @__PURE__ */ tablerIcon(shapes, 'ReportProblemIcon')
