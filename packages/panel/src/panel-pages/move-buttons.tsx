import { usePanelTexts } from '../texts';

export interface MoveButtonsProps {
  /** The item's id, posted as `move=up:<id>` or `move=down:<id>`. */
  id: number;
  /** The item's title, in the buttons' names ("Move Dataset S1 up"). */
  title: string;
  first: boolean;
  last: boolean;
  busy: boolean;
}

/**
 * ↑ and ↓ for one row of a list edited in one form (an issue's contents, an article's
 * supplementary files): submit buttons posting `move`, so the form's other fields travel with
 * the move, from the keyboard and without JavaScript. The first row cannot go up, nor the last down.
 */
export function MoveButtons({ id, title, first, last, busy }: MoveButtonsProps) {
  const texts = usePanelTexts();
  return (
    <>
      <button
        type="submit"
        name="move"
        value={`up:${id}`}
        className="q-btn"
        disabled={busy || first}
        aria-label={texts.moveItemUp(title)}
      >
        ↑
      </button>
      <button
        type="submit"
        name="move"
        value={`down:${id}`}
        className="q-btn"
        disabled={busy || last}
        aria-label={texts.moveItemDown(title)}
      >
        ↓
      </button>
    </>
  );
}
