import GoogleIcon from '@mui/icons-material/Google'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'

/**
 * Shown only when the configuration names a Google OAuth client (empty by default). The sign-in
 * redirect belongs to a later issue, so for now the button is present but disabled.
 */
export function ThirdPartyLoginButton () {
  const { t } = useTranslation()
  const { data: config } = useApplicationConfiguration()
  const clientId = config?.application?.googleOauth?.clientId ?? ''
  if (clientId.trim() === '') return null

  return (
    <Button id="loginButtonGoogle" fullWidth variant="outlined" color="inherit" startIcon={<GoogleIcon />} disabled>
      {t('BTN_LOGIN_WITH_GOOGLE')}
    </Button>
  )
}
