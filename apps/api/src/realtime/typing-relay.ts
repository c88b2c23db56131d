import { chatTypingSignalSchema } from '@quire/contracts';
import { ADMINS_ROOM, type RealtimeSocket, userRoom } from './realtime-types';

/**
 * Relays a socket's typing signals to the other side of its conversation: a user's to the
 * administrators, an administrator's to the user they name. A malformed signal, or an
 * administrator's without a conversation, is dropped: typing is a hint, never worth an error.
 */
export function relayTyping(socket: RealtimeSocket): void {
  const { user } = socket.data;
  socket.on('typing', (signal) => {
    const parsed = chatTypingSignalSchema.safeParse(signal);
    if (!parsed.success) return;
    const { typing, userId } = parsed.data;
    if (user.role === 'admin') {
      if (userId === undefined) return;
      socket.to(userRoom(userId)).emit('typing', { userId, sender: 'admin', typing });
    } else {
      socket.to(ADMINS_ROOM).emit('typing', { userId: user.id, sender: 'user', typing });
    }
  });
}
