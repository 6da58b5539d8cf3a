import { SendIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Slider from '@mui/material/Slider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { KeyboardEvent } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText } from '@/components/form-page/field-error'
import { FormPage } from '@/components/form-page/form-page'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { captchaQueryKey, useCaptcha } from '../api/get-captcha'
import { useSendFeedback } from '../api/send-feedback'
import { commentWithAuthor, maskedAuthor } from './author'
import { COMMENT_MAX_LENGTH, contactSchema, type ContactValues } from './contact-schema'

const EMPTY: ContactValues = { comment: '', rating: 0, captcha: '' }
const RATING_MARKS = [1, 2, 3, 4, 5].map(value => ({ value, label: String(value) }))

export default function Contact () {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { showSuccess, showError } = useSnackbar()
  const { user } = useSession()
  const captcha = useCaptcha()
  const send = useSendFeedback()
  const { register, control, handleSubmit, watch, reset, resetField, formState: { errors, isValid } } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    defaultValues: EMPTY
  })
  const masked = maskedAuthor(user?.email)
  // The sent comment names a guest "anonymous" in every language, like the shop's seeded feedback.
  const author = masked ?? t('LABEL_ANONYMOUS')
  const [comment, rating] = watch(['comment', 'rating'])
  const newCaptcha = () => { void queryClient.resetQueries({ queryKey: captchaQueryKey }) }

  const submit = handleSubmit(async values => {
    // Enter in the comment reaches here too while the button is off: one feedback per send.
    if (!captcha.data || send.isPending) return
    try {
      const saved = await send.mutateAsync({
        UserId: user?.id,
        captchaId: captcha.data.captchaId,
        captcha: values.captcha.trim(),
        comment: commentWithAuthor(values.comment.trim(), masked ?? 'anonymous'),
        rating: values.rating
      })
      showSuccess(saved.rating === 5 ? 'FEEDBACK_FIVE_STAR_THANK_YOU' : 'FEEDBACK_THANK_YOU')
      reset(EMPTY)
    } catch (err) {
      showError(errorMessage(err))
      resetField('captcha')
    }
    newCaptcha()
  })

  // Enter submits the form; Shift+Enter still starts a new line in the comment.
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <FormPage titleKey="TITLE_CONTACT">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('CONTACT_INTRO')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <input type="hidden" id="userId" value={user?.id ?? ''} />
        <TextField id="author" label={t('LABEL_AUTHOR')} value={author} disabled slotProps={{ input: { readOnly: true } }} />
        <TextField
          {...register('comment')}
          id="comment"
          label={t('LABEL_COMMENT')}
          multiline
          minRows={3}
          onKeyDown={submitOnEnter}
          error={errors.comment !== undefined}
          helperText={fieldErrorText(t, errors.comment, { length: COMMENT_MAX_LENGTH }) ?? t('HINT_CHARACTER_COUNT', { count: comment.length, max: COMMENT_MAX_LENGTH })}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
        />
        <Box>
          <Typography id="rating-label" variant="body2" color="text.secondary">
            {t('LABEL_RATING')}{rating > 0 && <Box component="span" sx={{ ml: 1, color: '#ffb300', letterSpacing: 2 }} aria-hidden>{'★'.repeat(rating)}</Box>}
          </Typography>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <Slider
                id="rating"
                aria-labelledby="rating-label"
                min={1}
                max={5}
                step={1}
                marks={RATING_MARKS}
                value={Math.max(1, field.value)}
                // A click on the value already shown still counts as choosing it.
                onChange={(_event, value) => { field.onChange(value) }}
                onChangeCommitted={(_event, value) => { field.onChange(value) }}
                getAriaValueText={value => t('LABEL_RATING_STARS', { rating: value })}
                sx={{ mx: 1, width: 'calc(100% - 16px)', ...(field.value === 0 && { '& .MuiSlider-thumb': { opacity: 0.4 } }) }}
              />
            )}
          />
        </Box>
        <Typography variant="body1" id="captcha">
          {captcha.data ? t('LABEL_CAPTCHA_QUESTION', { captcha: captcha.data.captcha }) : t('LOADING')}
        </Typography>
        <TextField
          {...register('captcha')}
          id="captchaControl"
          label={t('LABEL_CAPTCHA')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.captcha !== undefined}
          helperText={fieldErrorText(t, errors.captcha)}
        />
        <Button id="submitButton" type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={!isValid || !captcha.data || send.isPending}>
          {t('BTN_SUBMIT')}
        </Button>
      </Box>
    </FormPage>
  )
}
