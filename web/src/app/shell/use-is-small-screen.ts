import useMediaQuery from '@mui/material/useMediaQuery'

/** Below 960 px the side menu takes over the account entries. */
export function useIsSmallScreen (): boolean {
  return useMediaQuery('(max-width:959.95px)')
}
