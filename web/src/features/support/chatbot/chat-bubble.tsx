import { SmartToyIcon } from '@/components/icons'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

export interface ChatMessage { author: 'bot' | 'user', body: string }

/** One message: the bot's on the left with its avatar, the customer's on the right. */
export function ChatBubble ({ message }: { message: ChatMessage }) {
  const mine = message.author === 'user'
  return (
    <Box className={`chat-${message.author}`} sx={{ display: 'flex', gap: 1, justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-end' }}>
      {!mine && <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32 }}><SmartToyIcon fontSize="small" /></Avatar>}
      <Typography
        component="div"
        variant="body2"
        sx={{
          maxWidth: '78%',
          px: 1.75,
          py: 1,
          borderRadius: 2,
          borderBottomLeftRadius: mine ? 16 : 4,
          borderBottomRightRadius: mine ? 4 : 16,
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word'
        }}
      >
        {message.body}
      </Typography>
    </Box>
  )
}
