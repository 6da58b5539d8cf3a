import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function TwoFactorEntry () {
  return <PlaceholderScreen titleKey="TITLE_TWO_FACTOR_ENTRY" />
}
