import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function TwoFactorSetup () {
  return <PlaceholderScreen titleKey="TITLE_TWO_FACTOR_SETUP" />
}
