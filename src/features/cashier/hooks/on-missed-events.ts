import { getSocket } from '../../../lib/socket';

/**
 * Missed events cannot be replayed after a long disconnect: when the socket connects again without
 * recovering its session, `reload` reads the lists afresh. Returns the way to stop listening.
 */
export function onMissedEvents(reload: () => void): () => void {
  const socket = getSocket();
  const onConnect = () => {
    if (!socket.recovered) reload();
  };
  socket.on('connect', onConnect);
  return () => socket.off('connect', onConnect);
}
