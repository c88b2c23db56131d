import { describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_DURATION } from './toast-store';

describe('createToastStore', () => {
  describe('show', () => {
    it('adds an info toast with the default duration', () => {
      const store = createToastStore();
      const id = store.show({ message: 'Saved' });
      expect(store.getSnapshot()).toEqual([
        { id, message: 'Saved', severity: 'info', duration: DEFAULT_TOAST_DURATION },
      ]);
    });

    it('gives every toast its own id', () => {
      const store = createToastStore();
      expect(store.info('a')).not.toBe(store.info('b'));
    });

    it('sets the severity from the shortcut used', () => {
      const store = createToastStore();
      store.info('i');
      store.success('s');
      store.warn('w');
      store.error('e');
      expect(store.getSnapshot().map((toast) => toast.severity)).toEqual([
        'info',
        'success',
        'warn',
        'error',
      ]);
    });

    it("uses the store's default duration unless the toast sets one", () => {
      const store = createToastStore({ duration: 8000 });
      store.info('default');
      store.info('custom', { duration: 1000 });
      expect(store.getSnapshot().map((toast) => toast.duration)).toEqual([8000, 1000]);
    });

    it('drops the oldest toast past the limit', () => {
      const store = createToastStore({ limit: 2 });
      store.info('first');
      store.info('second');
      store.info('third');
      expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['second', 'third']);
    });
  });

  describe('dismiss and clear', () => {
    it('dismisses one toast by id', () => {
      const store = createToastStore();
      const first = store.info('first');
      store.info('second');
      store.dismiss(first);
      expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['second']);
    });

    it('clears every toast', () => {
      const store = createToastStore();
      store.info('a');
      store.error('b');
      store.clear();
      expect(store.getSnapshot()).toEqual([]);
    });
  });

  describe('subscribe', () => {
    it('tells listeners about every change', () => {
      const store = createToastStore();
      const listener = vi.fn();
      store.subscribe(listener);
      const id = store.info('a');
      store.dismiss(id);
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('stops telling a listener after it unsubscribes', () => {
      const store = createToastStore();
      const listener = vi.fn();
      const unsubscribe = store.subscribe(listener);
      unsubscribe();
      store.info('a');
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
