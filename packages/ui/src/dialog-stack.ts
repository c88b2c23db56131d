// Module state shared by every open dialog: which one is on top (only it traps focus and
// answers Escape) and a counted page scroll lock, so nested dialogs restore the page once.

const stack: HTMLElement[] = [];
let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Registers an opened dialog as the top one; returns its removal. */
export function pushDialog(element: HTMLElement): () => void {
  stack.push(element);
  return () => {
    const index = stack.lastIndexOf(element);
    if (index !== -1) stack.splice(index, 1);
  };
}

/** Whether `element` is the most recently opened dialog still open. */
export function isTopDialog(element: HTMLElement): boolean {
  return stack[stack.length - 1] === element;
}

/** Stops the page behind dialogs from scrolling; returns the release. */
export function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}

// How many open dialogs made each element inert, so nested dialogs release it only once all
// of them have closed; elements already inert for another reason are left alone.
const inertHolds = new Map<Element, number>();

/** Marks an element that stays usable above a modal dialog (the toaster's live region). */
export const OVER_MODAL_ATTRIBUTE = 'data-q-over-modal';

/**
 * Makes everything beside `keep` inert: every child of `<body>` that does not contain it, except
 * elements marked with {@link OVER_MODAL_ATTRIBUTE}. Screen readers, clicks and Tab then cannot
 * reach the page behind a modal, as with a native `<dialog>` opened by `showModal()`. Returns
 * the release.
 */
export function inertOutside(keep: Element): () => void {
  const held: Element[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child.contains(keep) || child.hasAttribute(OVER_MODAL_ATTRIBUTE)) continue;
    if (child.hasAttribute('inert') && !inertHolds.has(child)) continue;
    inertHolds.set(child, (inertHolds.get(child) ?? 0) + 1);
    child.setAttribute('inert', '');
    held.push(child);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const child of held) {
      const holds = (inertHolds.get(child) ?? 1) - 1;
      if (holds > 0) {
        inertHolds.set(child, holds);
      } else {
        inertHolds.delete(child);
        child.removeAttribute('inert');
      }
    }
  };
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}
