import { GoogleIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { authorizeUrl, matchingRedirect } from '@/lib/oauth'

/**
 * Sends the browser to the third-party provider. Shown only when the configuration names a client
 * and this page's origin is one of its authorized redirects (the provider would refuse others).
 */
export function ThirdPartyLoginButton () {
  const { t } = useTranslation()
  const { data: config } = useApplicationConfiguration()
  const oauth = config?.application?.googleOauth
  const redirect = matchingRedirect(oauth, window.location)
  if (!oauth || !redirect) return null

  return (
    <Button
      id="loginButtonGoogle"
      fullWidth
      variant="outlined"
      color="inherit"
      startIcon={<GoogleIcon />}
      onClick={() => { window.location.assign(authorizeUrl(oauth, redirect)) }}
    >
      {t('BTN_LOGIN_WITH_GOOGLE')}
    </Button>
  )
}
