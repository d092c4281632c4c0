import type { NotaryRole } from '@openheloc/domain';
import type { NotaryRoom } from '@/lib/notary-room/use-notary-room';
import { RoomChat } from './room-chat';
import { RoomPresence } from './room-presence';

/** Who is in the room beside the chat; the chat waits for the room's socket. */
export function RoomConversation({ room, ownRole }: { room: NotaryRoom; ownRole: NotaryRole }) {
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
      <RoomPresence present={room.present} />
      <RoomChat
        messages={room.messages}
        ownRole={ownRole}
        disabled={room.connection !== 'open'}
        onSend={room.sendChat}
      />
    </div>
  );
}
