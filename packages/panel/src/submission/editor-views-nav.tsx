import {
  EDITOR_VIEW_LABELS,
  EDITOR_VIEWS,
  type EditorView,
  type EditorViewCounts,
} from '@quire/contracts';
import { withQuery } from '@quire/site';
import { Link } from 'react-router';
import { usePanelTexts } from '../texts';

/** Each view's count in `EditorViewCounts`. */
const COUNT_OF: Record<EditorView, keyof EditorViewCounts> = {
  needs_me: 'needsMe',
  unassigned: 'unassigned',
  overdue: 'overdue',
  waiting: 'waiting',
};

export interface EditorViewsNavProps {
  counts: EditorViewCounts;
  /** The queue's address; each view is `?view=…` on it. */
  path: string;
  /** The view shown (marked as the current page); '' = the whole queue. */
  current?: EditorView | '';
  /** Offer "All submissions" first (the queue's own page). */
  withAll?: boolean;
}

/**
 * The editors' views of the queue — needs my action, unassigned, reviews overdue, waiting for
 * the author — as links with their counts, on the queue and on the back office's home.
 */
export function EditorViewsNav({ counts, path, current, withAll = false }: EditorViewsNavProps) {
  const texts = usePanelTexts();
  return (
    <nav aria-label={texts.editorViewsLabel}>
      <ul className="q-editor-views">
        {withAll && (
          <li>
            <Link to={path} aria-current={current === '' ? 'page' : undefined}>
              {texts.allSubmissionsView}
            </Link>
          </li>
        )}
        {EDITOR_VIEWS.map((view) => (
          <li key={view}>
            <Link
              to={withQuery(path, { view })}
              aria-current={current === view ? 'page' : undefined}
            >
              {texts.viewCount(EDITOR_VIEW_LABELS[view], counts[COUNT_OF[view]])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
