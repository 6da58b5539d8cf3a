import LinearProgress from '@mui/material/LinearProgress'
import { useClassroomStatus } from '../api/get-status'
import { TrainerConsole } from './trainer-console'
import { TrainerSignIn } from './trainer-sign-in'

/** The trainer's own sign-in (not a shop account), then the console. */
export default function TrainerPage () {
  const status = useClassroomStatus()
  if (status.isPending) return <LinearProgress color="secondary" />
  return status.data?.trainer === true ? <TrainerConsole eventEnd={status.data.eventEnd} pinnedPath={status.data.pinnedPath ?? null} /> : <TrainerSignIn />
}
