import { Provider } from 'react-redux';
import { ChatScreen } from '~/components/chat/chat-screen';
import type { AppStore } from './store';

/** The chat screen inside the signed-in store (a lazy chunk of the chat route). */
export function ChatScreenProvider({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ChatScreen />
    </Provider>
  );
}
