import { GroupAddIcon, PlayArrowIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormPage } from '@/components/form-page/form-page'
import { fieldErrorText } from '@/components/form-page/field-error'
import { useJoinTeam } from '../api/join-team'
import { classroomErrorKey, errorCode } from '../shared/classroom-errors'
import { PasscodeCard } from '../shared/passcode-card'
import { joinSchema, PASSCODE_LENGTH, TEAM_NAME_MAX, type JoinFormInput, type JoinFormValues } from './team-name-schema'

/** Join a team (or found one): the first member gets the team's passcode, shown once. */
export default function JoinPage () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const join = useJoinTeam()
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<{ team: string; passcode: string } | null>(null)
  const { register, handleSubmit, setFocus, formState: { errors } } = useForm<JoinFormInput, unknown, JoinFormValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { team: '', passcode: '' }
  })

  const startPlaying = () => { void navigate('/search') }

  const submit = handleSubmit(async ({ team, passcode }) => {
    setError(null)
    try {
      const result = await join.mutateAsync({ team, passcode: passcode === '' ? undefined : passcode })
      if (typeof result.passcode === 'string') setCreated({ team: result.team, passcode: result.passcode })
      else startPlaying()
    } catch (err) {
      setError(t(classroomErrorKey(err)))
      const code = errorCode(err)
      if (code === 'passcode_required' || code === 'passcode_wrong') setFocus('passcode')
    }
  })

  if (created !== null) {
    return (
      <FormPage titleKey="CLASSROOM_JOINED_TITLE">
        <PasscodeCard team={created.team} passcode={created.passcode}>
          <Button variant="contained" size="large" startIcon={<PlayArrowIcon />} onClick={startPlaying} sx={{ ml: { sm: 'auto' } }}>
            {t('CLASSROOM_START_PLAYING')}
          </Button>
        </PasscodeCard>
      </FormPage>
    )
  }

  return (
    <FormPage titleKey="CLASSROOM_JOIN_TITLE" error={error}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>{t('CLASSROOM_JOIN_INTRO')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          {...register('team')}
          id="teamName"
          label={t('CLASSROOM_TEAM_NAME')}
          autoComplete="off"
          autoFocus
          fullWidth
          error={errors.team !== undefined}
          helperText={fieldErrorText(t, errors.team, { max: TEAM_NAME_MAX }) ?? t('CLASSROOM_TEAM_NAME_HINT', { max: TEAM_NAME_MAX })}
          slotProps={{ htmlInput: { maxLength: TEAM_NAME_MAX * 2 } }}
        />
        <TextField
          {...register('passcode')}
          id="teamPasscode"
          label={t('CLASSROOM_PASSCODE_OPTIONAL')}
          autoComplete="off"
          fullWidth
          helperText={t('CLASSROOM_PASSCODE_HINT')}
          slotProps={{ htmlInput: { maxLength: PASSCODE_LENGTH * 2, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Button id="joinTeamButton" type="submit" variant="contained" size="large" startIcon={<GroupAddIcon />} disabled={join.isPending}>
          {t('CLASSROOM_JOIN_BUTTON')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/classroom/leaderboard">{t('CLASSROOM_LEADERBOARD_LINK')}</Link>
      </Typography>
    </FormPage>
  )
}
