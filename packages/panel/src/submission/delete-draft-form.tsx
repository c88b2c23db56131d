import { ConfirmDialog } from '@quire/ui';
import { useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { usePanelTexts } from '../texts';

/**
 * "Delete draft": asks first (a dialog) and then posts `intent=delete` to the page's action;
 * without JavaScript the post goes straight through.
 */
export function DeleteDraftForm({ title }: { title: string | null }) {
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const texts = usePanelTexts();
  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className="q-btn q-btn--danger">
        {texts.deleteDraft}
      </button>
      <ConfirmDialog
        open={asking}
        title={texts.deleteDraftTitle}
        message={texts.deleteDraftMessage(title)}
        confirmLabel={texts.deleteDraft}
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          if (formRef.current) submit(formRef.current);
        }}
        onCancel={() => setAsking(false)}
      />
    </Form>
  );
}
