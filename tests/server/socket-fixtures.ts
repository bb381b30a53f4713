// Sockets for the realtime, pickup and order-status tests: the file's app listening on a free port
// of 127.0.0.1, socket.io clients that are closed after the file's tests, and the next event a
// socket hears (or 'timeout').
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { SOCKET_PATH } from '../../server/contracts/realtime';
import type { TestApp } from './helpers';

export interface SocketServer {
  /** http://127.0.0.1:<port> of the file's app, once it listens */
  base: string;
  /** A connected socket on the file's app (or the app at `url`), with a token when given; rejects on connect_error. */
  open(token?: string, url?: string): Promise<Socket>;
}

/** Makes the file's app listen before its tests and closes every socket opened here after them. */
export function useSocketServer(t: TestApp): SocketServer {
  const sockets: Socket[] = [];
  const server: SocketServer = {
    base: '',
    open(token, url = server.base) {
      const socket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    },
  };
  beforeAll(async () => {
    server.base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  return server;
}

/** The next `event` the socket hears that `match` accepts, or 'timeout' after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms = 3000, match: (payload: T) => boolean = () => true): Promise<T | 'timeout'> {
  return new Promise((resolve) => {
    const heard = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, heard);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, heard);
      resolve('timeout');
    }, ms);
    socket.on(event, heard);
  });
}
