import {
  DISCUSSION_MAX_ATTACHMENTS,
  DISCUSSION_MESSAGE_MAX_LENGTH,
  type DiscussionMessage,
  type DiscussionRole,
  type DiscussionThread,
} from '@quire/contracts';
import { sendLive, useLiveEvent } from '@quire/site';
import {
  ChatComposer,
  type ChatMessage,
  ChatMessageList,
  ChatTypingIndicator,
  UnreadBadge,
} from '@quire/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator, useSubmit } from 'react-router';
import type { SubmissionActionData } from '../lib/submission/action-data';
import type { DiscussionView } from '../server/discussion/discussion.server';
import { type PanelTexts, usePanelTexts } from '../texts';
import { DiscussionPresenceList, useDiscussionPresence } from './discussion-presence';
import './discussion.css';

/** The form field that says a post is a discussion message (as the server module reads it). */
const INTENT = 'discussion-post';
/** How long a typing hint shows without a new one, and how often one is sent. */
const TYPING_SHOWN_MS = 6_000;
const TYPING_SENT_EVERY_MS = 3_000;
/** What the file picker offers: the types a discussion's files may be (the API's policy). */
const FILES_ACCEPT =
  'application/pdf,image/png,image/jpeg,image/webp,image/gif,.pdf,.png,.jpg,.jpeg,.webp,.gif';

export interface DiscussionSectionProps {
  view: DiscussionView;
  /** Who reads: the labels, notes and live filters follow. */
  viewer: DiscussionRole;
  /** The page action's answer (a refused message comes back beside the box). */
  result?: SubmissionActionData | (SubmissionActionData & { thread?: string; body?: string });
}

/** What the reader calls a thread. */
function threadLabel(thread: DiscussionThread, viewer: DiscussionRole, texts: PanelTexts): string {
  if (thread.kind === 'editors') return texts.discussionEditorsOnly;
  if (viewer !== 'editor') return texts.discussionWithEditors;
  if (thread.kind === 'editor_author') return texts.discussionWithAuthor;
  return texts.discussionWithReviewer(thread.party ?? texts.discussionWithEditors, thread.round);
}

/** Who reads a thread besides the reader, in a sentence. */
function threadNote(thread: DiscussionThread, viewer: DiscussionRole, texts: PanelTexts): string {
  if (thread.kind === 'editors') return texts.discussionEditorsOnlyNote;
  if (viewer === 'author') return texts.discussionAuthorNote;
  if (viewer === 'reviewer') return texts.discussionReviewerNote;
  return thread.kind === 'editor_author'
    ? texts.discussionWithAuthorNote
    : texts.discussionWithReviewerNote;
}

/** A discussion message as the chat views show it (the reader's own carry a read receipt). */
function asChatMessage(message: DiscussionMessage, texts: PanelTexts): ChatMessage {
  return {
    id: message.id,
    author: message.sender.mine ? 'self' : 'admin',
    authorName: message.sender.mine ? texts.discussionYou : message.sender.name,
    body: message.body,
    createdAt: message.createdAt,
    attachments: message.attachments.map((file) => ({ ...file, downloadUrl: file.url })),
    ...(message.sender.mine
      ? { status: message.read ? ('read' as const) : ('sent' as const) }
      : {}),
  };
}

/** Who is typing in the open thread (a role, never a name), cleared when the hints stop. */
function useTypingRole(submissionId: number | null, thread: string | null) {
  const [role, setRole] = useState<DiscussionRole | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('discussion_typing', (event) => {
    if (event.submissionId !== submissionId || event.thread !== thread) return;
    clearTimeout(timer.current);
    setRole(event.typing ? event.role : null);
    if (event.typing) timer.current = setTimeout(() => setRole(null), TYPING_SHOWN_MS);
  });
  // Someone else's message has arrived: whoever was typing it is done.
  useLiveEvent('discussion_message', (event) => {
    if (event.submissionId !== submissionId || event.thread !== thread) return;
    if (event.message.sender.mine) return;
    clearTimeout(timer.current);
    setRole(null);
  });
  return role;
}

/**
 * The first message of someone else after the reader's read mark, where the "new messages"
 * divider goes: kept as the thread first showed it (reading it moves the mark, and a divider
 * that jumped away while the reader looks would lose their place), renewed for another thread.
 */
function useFirstUnread(
  active: {
    thread: { key: string };
    readUpTo: number | null;
    messages: DiscussionMessage[];
  } | null,
) {
  const key = active?.thread.key ?? null;
  const found =
    active?.messages.find(
      (message) => !message.sender.mine && message.id > (active.readUpTo ?? 0),
    ) ?? null;
  const [kept, setKept] = useState<{ key: string | null; id: number | null }>({
    key,
    id: found?.id ?? null,
  });
  useEffect(() => {
    if (kept.key !== key) setKept({ key, id: found?.id ?? null });
  }, [key, kept.key, found]);
  const id = kept.key === key ? kept.id : (found?.id ?? null);
  const count =
    id === null ? 0 : (active?.messages.filter((m) => m.id >= id && !m.sender.mine).length ?? 0);
  return { id, count };
}

/**
 * A submission's Discussion: its threads as links with their unread counts, the open thread's
 * messages in the chat views (the reader's own with read receipts), and a box to answer. The box
 * is a plain form (it posts and comes back without JavaScript); with JavaScript, new messages,
 * read marks and typing arrive live (the signed-in socket, through the site's live bridge) and
 * the page's data is reloaded instead of the page.
 */
export function DiscussionSection({ view, viewer, result }: DiscussionSectionProps) {
  const texts = usePanelTexts();
  const location = useLocation();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const ready = view.status === 'ready' ? view : null;
  const active = ready?.active ?? null;
  const activeKey = active?.thread.key ?? null;
  const submissionId = ready?.submissionId ?? null;
  const typingRole = useTypingRole(submissionId, activeKey);
  const present = useDiscussionPresence(submissionId, activeKey);
  const firstUnread = useFirstUnread(active);
  const filesId = useId();
  const filesInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const here = `${location.pathname}${location.search}`;
  const hrefOf = (key: string) => {
    const search = new URLSearchParams(location.search);
    search.set('discussion', key);
    return `${location.pathname}?${search.toString()}#discussion`;
  };
  useLiveEvent('discussion_message', (event) => {
    if (event.submissionId === submissionId) void revalidator.revalidate();
  });
  useLiveEvent('discussion_read', (event) => {
    // A read mark of the reader's own side (their own tabs) changes none of their receipts.
    if (event.submissionId === submissionId && event.role !== viewer) {
      void revalidator.revalidate();
    }
  });
  const messages = useMemo(
    () => (active ? active.messages.map((message) => asChatMessage(message, texts)) : []),
    [active, texts],
  );
  const failed = (result?.form as string | undefined) === 'discussion' ? result : undefined;
  const refusal =
    failed?.fieldErrors?.body?.join(' ') ??
    failed?.fieldErrors?.attachmentIds?.join(' ') ??
    failed?.message ??
    null;

  return (
    <section
      className="q-section q-discussion"
      id="discussion"
      aria-labelledby="discussion-heading"
    >
      <h2 id="discussion-heading">{texts.discussionHeading}</h2>
      {!ready ? (
        <p className="q-notice q-notice--error" role="alert">
          {texts.discussionLoadFailed}
        </p>
      ) : (
        <>
          <p className="q-muted">{texts.discussionIntro}</p>
          {ready.threads.length > 1 && (
            <nav aria-label={texts.discussionThreadsLabel}>
              <ul className="q-discussion__threads">
                {ready.threads.map((thread) => (
                  <li key={thread.key}>
                    <Link
                      to={hrefOf(thread.key)}
                      preventScrollReset
                      aria-current={thread.key === activeKey ? 'page' : undefined}
                    >
                      {threadLabel(thread, viewer, texts)}
                      {thread.unread > 0 && (
                        <>
                          {' '}
                          <UnreadBadge count={thread.unread} label={texts.discussionUnread} />
                        </>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {active && (
            <div className="q-discussion__thread">
              <h3 className="q-discussion__title">{threadLabel(active.thread, viewer, texts)}</h3>
              <p className="q-muted">{threadNote(active.thread, viewer, texts)}</p>
              <DiscussionPresenceList present={present} />
              {firstUnread.count > 0 && (
                <p className="q-visually-hidden" role="status">
                  {texts.discussionNewSince(firstUnread.count)}
                </p>
              )}
              <div className="q-discussion__log">
                <ChatMessageList
                  messages={messages}
                  firstUnreadId={firstUnread.id}
                  label={threadLabel(active.thread, viewer, texts)}
                  emptyText={texts.discussionEmpty}
                  selfLabel={texts.discussionYou}
                />
              </div>
              <ChatTypingIndicator name={typingRole ? texts.discussionTyping(typingRole) : null} />
              {active.thread.canPost ? (
                <ChatComposer
                  key={`${activeKey}:${ready.clientId}`}
                  method="post"
                  action={here}
                  encType="multipart/form-data"
                  name="body"
                  label={texts.discussionComposerLabel}
                  sendLabel={texts.discussionSend}
                  maxLength={DISCUSSION_MESSAGE_MAX_LENGTH}
                  defaultValue={failed?.body ?? ''}
                  notice={refusal}
                  onTyping={() => {
                    if (submissionId === null || activeKey === null) return;
                    const now = Date.now();
                    if (now - lastTyping.current < TYPING_SENT_EVERY_MS) return;
                    lastTyping.current = now;
                    sendLive('discussion_typing', {
                      submissionId,
                      thread: activeKey,
                      typing: true,
                    });
                  }}
                  onSend={(text) => {
                    if (activeKey === null) return;
                    const form = new FormData();
                    form.set('intent', INTENT);
                    form.set('thread', activeKey);
                    form.set('clientId', ready.clientId);
                    form.set('body', text);
                    for (const file of filesInput.current?.files ?? []) form.append('files', file);
                    if (filesInput.current) filesInput.current.value = '';
                    void submit(form, {
                      method: 'post',
                      action: here,
                      encType: 'multipart/form-data',
                      preventScrollReset: true,
                    });
                  }}
                >
                  <input type="hidden" name="intent" value={INTENT} />
                  <input type="hidden" name="thread" value={activeKey ?? ''} />
                  <input type="hidden" name="clientId" value={ready.clientId} />
                  <div className="q-discussion__files">
                    <label htmlFor={filesId}>{texts.discussionFilesLabel}</label>
                    <input
                      ref={filesInput}
                      id={filesId}
                      type="file"
                      name="files"
                      multiple
                      accept={FILES_ACCEPT}
                      aria-describedby={`${filesId}-hint`}
                    />
                    <span id={`${filesId}-hint`} className="q-field__hint">
                      {texts.discussionFilesHint(DISCUSSION_MAX_ATTACHMENTS)}
                    </span>
                  </div>
                </ChatComposer>
              ) : (
                <p className="q-notice q-notice--info">{texts.discussionClosed}</p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
