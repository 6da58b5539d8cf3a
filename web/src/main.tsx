import '@/app/first-requests'
import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'

const container = document.getElementById('root')
if (container === null) throw new Error('index.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>
)
