import type { DiscussionPresent } from '@quire/contracts';
import { sendLive, useLiveEvent } from '@quire/site';
import { useEffect, useState } from 'react';
import { usePanelTexts } from '../texts';

/**
 * Who of the thread's readers has it open now, as the server names them to this reader (the
 * visibility rule: "Editor", "Reviewer 1"); tells the server this page has the thread open
 * while it is shown. Empty until the live connection has answered (no JavaScript: nothing).
 */
export function useDiscussionPresence(
  submissionId: number | null,
  thread: string | null,
): DiscussionPresent[] {
  const [present, setPresent] = useState<DiscussionPresent[]>([]);
  useEffect(() => {
    setPresent([]);
    if (submissionId === null || thread === null) return;
    sendLive('discussion_presence', { submissionId, thread, here: true });
    return () => sendLive('discussion_presence', { submissionId, thread, here: false });
  }, [submissionId, thread]);
  useLiveEvent('discussion_presence', (event) => {
    if (event.submissionId === submissionId && event.thread === thread) setPresent(event.present);
  });
  return present;
}

export interface DiscussionPresenceProps {
  present: readonly DiscussionPresent[];
}

/**
 * The people here now, each with a dot and the name the reader may know. Hidden until someone
 * is known to be here (the reader's own page counts once the server answers).
 */
export function DiscussionPresenceList({ present }: DiscussionPresenceProps) {
  const texts = usePanelTexts();
  if (present.length === 0) return null;
  const others = present.filter((person) => !person.mine);
  return (
    <div className="q-discussion__presence" role="status" aria-live="polite">
      <span className="q-discussion__presence-label">{texts.discussionHereNow}</span>
      <ul>
        {present.map((person) => (
          <li key={`${person.role}:${person.name}`} data-role={person.role}>
            <span className="q-discussion__presence-dot" aria-hidden="true" />
            {person.mine ? texts.discussionHereYou(person.name) : person.name}
          </li>
        ))}
      </ul>
      {others.length === 0 && <span className="q-muted">{texts.discussionHereAlone}</span>}
    </div>
  );
}
