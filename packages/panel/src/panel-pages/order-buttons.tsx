import { Form } from 'react-router';
import { usePanelTexts } from '../texts';

export interface OrderButtonsProps {
  /** The hidden field naming the item (`journalId`, `sectionId`, `pageId`) and its value. */
  field: string;
  id: number | string;
  /** The item's title, in the buttons' names ("Move Reviews up"). */
  title: string;
  /** The intents the two buttons post (`up` / `down`, or a prefixed pair). */
  up: string;
  down: string;
  first: boolean;
  last: boolean;
  busy: boolean;
}

/**
 * "Move up" and "Move down" for one item of an ordered list (journals, sections, pages): a plain
 * form posting the item and the direction, so ordering works without JavaScript and from the
 * keyboard. The first item cannot go up, nor the last down.
 */
export function OrderButtons({ field, id, title, up, down, first, last, busy }: OrderButtonsProps) {
  const texts = usePanelTexts();
  return (
    <Form method="post" className="q-actions-row">
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        name="intent"
        value={up}
        className="q-btn"
        disabled={busy || first}
        aria-label={texts.moveItemUp(title)}
      >
        ↑
      </button>
      <button
        type="submit"
        name="intent"
        value={down}
        className="q-btn"
        disabled={busy || last}
        aria-label={texts.moveItemDown(title)}
      >
        ↓
      </button>
    </Form>
  );
}
