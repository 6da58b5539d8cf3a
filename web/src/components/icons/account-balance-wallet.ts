import { __iconNode as shapes } from '@tabler/icons-react/icons/IconWallet'
import { tablerIcon } from './tabler-icon'

export const AccountBalanceWalletIcon = /* @__PURE__ */ tablerIcon(shapes, 'AccountBalanceWalletIcon')
