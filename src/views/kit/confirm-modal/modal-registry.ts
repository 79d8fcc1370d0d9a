import { useSyncExternalStore } from 'react';

/** Confirmation modals are opened and closed by id from anywhere (spec §2 "opened by id"). */
const open = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const openModal = (id: string): void => {
  if (open.has(id)) return;
  open.add(id);
  notify();
};

export const closeModal = (id: string): void => {
  if (open.delete(id)) notify();
};

export const isModalOpen = (id: string): boolean => open.has(id);

export const useModalOpen = (id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open.has(id),
    () => false,
  );
