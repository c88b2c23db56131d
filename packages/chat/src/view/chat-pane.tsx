import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react';
import { useViewportFit } from './use-viewport-fit';

export interface ChatPaneProps extends ComponentPropsWithoutRef<'section'> {
  /** The status line: presence and connection, shown as "Admin offline · Connected". */
  status?: ReactNode;
  /** Extra header content at the end of the status line (a menu, "Delete conversation"). */
  actions?: ReactNode;
  /** The composer, pinned at the bottom. */
  composer?: ReactNode;
  /** The message list (and a typing indicator), which takes the room left. */
  children: ReactNode;
}

/**
 * The messenger frame: a status header, the message list and the composer pinned at the bottom,
 * sized to the rest of the viewport (`100dvh`-aware, so mobile browser bars never push the
 * composer below the fold); toasts move to the top while it shows, off the composer. In a narrow
 * pane, an action's `.q-chat-pane__action-label` is read out but not shown (keep an icon beside it).
 * @example <ChatPane status={<ConnectionStatus status="connected" />} composer={<ChatComposer … />}>…</ChatPane>
 */
export function ChatPane({
  status,
  actions,
  composer,
  children,
  className,
  ...props
}: ChatPaneProps) {
  const ref = useRef<HTMLElement>(null);
  useViewportFit(ref);
  return (
    <section ref={ref} className={['q-chat-pane', className].filter(Boolean).join(' ')} {...props}>
      {(status || actions) && (
        <header className="q-chat-pane__header">
          <div className="q-chat-pane__status">
            <div className="q-chat-pane__status-items">{status}</div>
          </div>
          {actions && <div className="q-chat-pane__actions">{actions}</div>}
        </header>
      )}
      <div className="q-chat-pane__body">{children}</div>
      {composer && <div className="q-chat-pane__composer">{composer}</div>}
    </section>
  );
}
