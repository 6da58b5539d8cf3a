import { AddPhotoAlternateIcon, CloudUploadIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useUploadMemory } from '../api/memories'
import { fileIsPngOrJpeg } from './image-type'

/** Image and caption for the wall; both are required and the image must be PNG or JPEG. */
export function UploadForm () {
  const { t } = useTranslation()
  const { showSuccess, showError } = useSnackbar()
  const upload = useUploadMemory()
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [caption, setCaption] = useState('')
  const [captionTouched, setCaptionTouched] = useState(false)
  const [inputKey, setInputKey] = useState(0)
  const captionMissing = caption.trim() === ''

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    setImage(null)
    if (!file) { setImageError('MANDATORY_IMAGE'); return }
    if (!(await fileIsPngOrJpeg(file))) { setImageError('INVALID_MIME_TYPE'); return }
    setImageError(null)
    setImage(file)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!image || captionMissing) return
    try {
      await upload.mutateAsync({ image, caption: caption.trim() })
      showSuccess('IMAGE_UPLOAD_SUCCESS')
      setImage(null)
      setCaption('')
      setCaptionTouched(false)
      setInputKey(key => key + 1)
    } catch (err) {
      showError(errorMessage(err))
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
          {t('LABEL_IMAGE')}
          <input key={inputKey} id="image" type="file" accept="image/png,image/jpeg" hidden onChange={event => { void chooseImage(event) }} />
        </Button>
        <Typography variant="caption" color={imageError ? 'error' : 'text.secondary'} sx={{ maxWidth: 220 }} noWrap>
          {imageError ? t(imageError) : image?.name ?? ''}
        </Typography>
      </Box>
      <TextField
        id="caption"
        label={t('LABEL_CAPTION')}
        size="small"
        value={caption}
        onChange={event => { setCaption(event.target.value) }}
        onBlur={() => { setCaptionTouched(true) }}
        error={captionTouched && captionMissing}
        helperText={captionTouched && captionMissing ? t('MANDATORY_CAPTION') : ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button id="submitButton" type="submit" variant="contained" startIcon={<CloudUploadIcon />} disabled={!image || captionMissing || upload.isPending}>
        {t('BTN_UPLOAD')}
      </Button>
    </Box>
  )
}
