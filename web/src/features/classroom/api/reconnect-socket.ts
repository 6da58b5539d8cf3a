import { getSocket } from '@/lib/socket'

/**
 * The server puts a socket into its team's room at the handshake, from the team cookie. After
 * joining or leaving, the open connection still belongs to the old team (or none): connect anew
 * so solved notices and the trainer's reset reach this browser.
 */
export function reconnectSocket (): void {
  const socket = getSocket()
  socket.disconnect()
  socket.connect()
}
