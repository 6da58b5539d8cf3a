import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { errorMessage } from '@/lib/api-client'
import { clearLogin, saveLogin } from '@/lib/session'
import { fetchProviderEmail, signInWithProviderEmail } from '../api/oauth-sign-in'
import { accessTokenFrom } from './access-token'

const DEFAULT_USER_INFO_URL = 'https://www.googleapis.com/oauth2/v1/userinfo'

/** The provider's return: find out who signed in, log them in, and go to the shop. */
export default function OAuthReturn () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { showSuccess, showError } = useSnackbar()
  const { pathname } = useLocation()
  const config = useApplicationConfiguration()
  const started = useRef(false)

  useEffect(() => {
    if (started.current || !config.isFetched) return
    started.current = true
    const token = accessTokenFrom(pathname)
    const userInfoUrl = config.data?.application?.googleOauth?.userInfoUrl ?? DEFAULT_USER_INFO_URL
    void (async () => {
      try {
        if (!token) throw new Error('The sign-in provider returned no access token')
        const authentication = await signInWithProviderEmail(await fetchProviderEmail(userInfoUrl, token))
        saveLogin(authentication)
        await queryClient.invalidateQueries({ queryKey: ['basket'] })
        showSuccess('CONFIRM_LOGGED_IN_VIA_OAUTH2')
        await navigate('/', { replace: true })
      } catch (err) {
        console.log(err)
        clearLogin()
        queryClient.removeQueries({ queryKey: ['basket'] })
        showError(errorMessage(err))
        await navigate('/login', { replace: true })
      }
    })()
  }, [config.isFetched, config.data, pathname, navigate, queryClient, showSuccess, showError])

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 8 }}>
      <CircularProgress />
      <Typography>{t('TITLE_OAUTH_RETURN')}</Typography>
    </Box>
  )
}
