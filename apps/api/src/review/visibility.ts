import { type ReviewMode, reviewerAlias } from '@quire/contracts';

/**
 * THE rule of anonymity in peer review: what each viewer of a submission in review may learn
 * about the others. Every answer, file download, notification, e-mail and socket payload that
 * names a person of a review goes through these functions — nothing else decides it.
 *
 * - Editors see everyone.
 * - `open`: everyone sees everyone's name (never another's address or id).
 * - `anonymous_reviewers`: reviewers see the authors; authors never see reviewers; reviewers
 *   never see each other.
 * - `double_anonymous`: as above, and reviewers never see the authors' names, addresses,
 *   affiliations, ids or identifying file names.
 */

/** Who is looking: an editor of the submission, its author, or the reviewer of one assignment. */
export type ReviewViewer =
  | { kind: 'editor' }
  | { kind: 'author'; userId: number }
  | { kind: 'reviewer'; assignmentId: number };

/** A reviewer as stored: the assignment, the person, and their stable place among reviewers. */
export interface ReviewerIdentity {
  assignmentId: number;
  reviewerId: number | null;
  name: string;
  email: string;
  position: number;
}

/** A submission's author as stored. */
export interface AuthorIdentity {
  name: string;
  email: string;
  affiliation: string | null;
}

/** The mode that applies to a submission: its section's own, else its journal's. */
export function effectiveMode(journalMode: ReviewMode, sectionMode: ReviewMode | null): ReviewMode {
  return sectionMode ?? journalMode;
}

/** Whether the viewer may know who the authors are. */
export function mayKnowAuthors(viewer: ReviewViewer, mode: ReviewMode): boolean {
  if (viewer.kind !== 'reviewer') return true;
  return mode !== 'double_anonymous';
}

/** Whether the viewer may know who wrote the review of `reviewer`. */
export function mayKnowReviewer(
  viewer: ReviewViewer,
  mode: ReviewMode,
  reviewer: Pick<ReviewerIdentity, 'assignmentId'>,
): boolean {
  if (viewer.kind === 'editor') return true;
  if (viewer.kind === 'reviewer' && viewer.assignmentId === reviewer.assignmentId) return true;
  return mode === 'open';
}

/** Whether the viewer may read the confidential comments of a review (editors and its writer). */
export function mayReadConfidential(
  viewer: ReviewViewer,
  reviewer: Pick<ReviewerIdentity, 'assignmentId'>,
): boolean {
  return (
    viewer.kind === 'editor' ||
    (viewer.kind === 'reviewer' && viewer.assignmentId === reviewer.assignmentId)
  );
}

/** How a reviewer is named to the viewer: their name when allowed, else "Reviewer n". */
export function reviewerLabel(
  viewer: ReviewViewer,
  mode: ReviewMode,
  reviewer: Pick<ReviewerIdentity, 'assignmentId' | 'name' | 'position'>,
): string {
  const own = viewer.kind === 'reviewer' && viewer.assignmentId === reviewer.assignmentId;
  // A reviewer's own work is "Reviewer n" to them too: that is how the editor's letters name it.
  return mayKnowReviewer(viewer, mode, reviewer) && !own
    ? reviewer.name
    : reviewerAlias(reviewer.position);
}

/** The authors as the viewer may see them (names and affiliations only), or null when hidden. */
export function visibleAuthors(
  viewer: ReviewViewer,
  mode: ReviewMode,
  authors: readonly AuthorIdentity[],
): Array<{ name: string; affiliation: string | null }> | null {
  if (!mayKnowAuthors(viewer, mode)) return null;
  return authors.map((author) => ({ name: author.name, affiliation: author.affiliation }));
}

/**
 * A file's name as the viewer receives it (in lists and in `Content-Disposition`): reviewers in
 * double anonymous review get a neutral name, since authors often name files after themselves.
 */
export function visibleFileName(
  viewer: ReviewViewer,
  mode: ReviewMode,
  file: { originalName: string; role: string; round: number; index: number },
): string {
  if (mayKnowAuthors(viewer, mode)) return file.originalName;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.originalName)?.[1]?.toLowerCase();
  const base = `${file.role}-round-${file.round}${file.index > 0 ? `-${file.index + 1}` : ''}`;
  return extension ? `${base}.${extension}` : base;
}

/**
 * Whether a manuscript file may go to reviewers: in double anonymous review, a file whose
 * metadata names an author is held back until the editor offers a cleaned copy.
 */
export function mayReceiveManuscript(
  viewer: ReviewViewer,
  mode: ReviewMode,
  check: { namesAnAuthor: boolean; cleaned: boolean },
): boolean {
  if (viewer.kind !== 'reviewer' || mode !== 'double_anonymous') return true;
  return !check.namesAnAuthor || check.cleaned;
}

/**
 * Whether the author may receive a reviewer's annotated files: never — annotated files carry
 * their writer's software and metadata, so they stay with the editors.
 */
export function mayReceiveAnnotatedFile(viewer: ReviewViewer, assignmentId: number): boolean {
  return (
    viewer.kind === 'editor' || (viewer.kind === 'reviewer' && viewer.assignmentId === assignmentId)
  );
}

/**
 * The name an e-mail or notification may show as its sender to the viewer: an editor's name is
 * always fine; a reviewer's only where `mayKnowReviewer` allows.
 */
export function senderName(
  viewer: ReviewViewer,
  mode: ReviewMode,
  sender: { kind: 'editor'; name: string } | ({ kind: 'reviewer' } & ReviewerIdentity),
): string {
  if (sender.kind === 'editor') return sender.name;
  return reviewerLabel(viewer, mode, sender);
}

/** A discussion thread on a submission (`DISCUSSION_KINDS`), with its assignment if any. */
export interface DiscussionThreadRef {
  kind: 'editor_author' | 'editor_reviewer' | 'editors';
  assignmentId: number | null;
}

/**
 * Whether the viewer may read (and so post in) a discussion: editors every thread; the author
 * only the thread with the editors; a reviewer only the thread of their own assignment. Authors
 * never learn that a reviewer thread exists, reviewers never see the author's or another's.
 */
export function mayReadDiscussion(viewer: ReviewViewer, thread: DiscussionThreadRef): boolean {
  if (viewer.kind === 'editor') return true;
  if (viewer.kind === 'author') return thread.kind === 'editor_author';
  return thread.kind === 'editor_reviewer' && thread.assignmentId === viewer.assignmentId;
}

/** Who wrote a discussion message, as stored. */
export type DiscussionSender =
  | { role: 'editor'; name: string }
  | { role: 'author'; name: string }
  | ({ role: 'reviewer' } & Pick<ReviewerIdentity, 'assignmentId' | 'name' | 'position'>);

/** What a reviewer calls the editors in double anonymous review (no name that could be looked up). */
export const ANONYMOUS_EDITOR_LABEL = 'Editor';
/** What a reviewer calls the authors when they may not know them. */
export const ANONYMOUS_AUTHOR_LABEL = 'Author';

/**
 * The name a discussion message shows the viewer: editors see everyone's; the author sees the
 * editors' (a reviewer never writes where the author reads, and would be an alias if they did);
 * a reviewer sees "Editor" in double anonymous review (the editor's name otherwise), never an
 * author's name they may not know, and themselves as their alias.
 */
export function discussionSenderName(
  viewer: ReviewViewer,
  mode: ReviewMode,
  sender: DiscussionSender,
): string {
  if (sender.role === 'reviewer') return reviewerLabel(viewer, mode, sender);
  if (sender.role === 'author') {
    return mayKnowAuthors(viewer, mode) ? sender.name : ANONYMOUS_AUTHOR_LABEL;
  }
  if (viewer.kind === 'reviewer' && mode === 'double_anonymous') return ANONYMOUS_EDITOR_LABEL;
  return sender.name;
}

/**
 * Whether a PDF sent in a discussion must reach the viewer with its metadata removed: a reviewer
 * in double anonymous review never gets a file that could name the author through its metadata
 * (an editor may pass on a manuscript's pages), so every PDF they did not send themselves comes
 * to them cleaned.
 */
export function mustCleanDiscussionFile(
  viewer: ReviewViewer,
  mode: ReviewMode,
  file: { mimeType: string; sentByViewer: boolean },
): boolean {
  return (
    viewer.kind === 'reviewer' &&
    mode === 'double_anonymous' &&
    file.mimeType === 'application/pdf' &&
    !file.sentByViewer
  );
}
