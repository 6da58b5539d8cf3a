import { VisibilityIcon as Visibility, VisibilityOffIcon as VisibilityOff } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A password TextField with a show/hide toggle; every other prop goes to the TextField. */
export function PasswordField (props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const toggleLabel = t(visible ? 'BTN_HIDE_PASSWORD' : 'BTN_SHOW_PASSWORD')

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          ...(typeof props.slotProps?.input === 'object' ? props.slotProps.input : {}),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                aria-pressed={visible}
                edge="end"
                onClick={() => { setVisible(shown => !shown) }}
                // Keep the caret in the field: a mouse click on the eye should not steal focus.
                onMouseDown={event => { event.preventDefault() }}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          )
        }
      }}
    />
  )
}
