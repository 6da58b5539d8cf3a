import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCurrencyBitcoin'
import { tablerIcon } from './tabler-icon'

export const CurrencyBitcoinIcon = /* @__PURE__ */ tablerIcon(shapes, 'CurrencyBitcoinIcon')
