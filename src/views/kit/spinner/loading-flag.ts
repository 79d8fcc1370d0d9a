import { useSyncExternalStore } from 'react';

/**
 * The shared loading flag (spec §2 "spinner driven by a shared loading flag"). A counter rather than a boolean,
 * so two overlapping tasks cannot switch the spinner off under each other.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const loadingFlag = {
  begin(): void {
    pending++;
    notify();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    notify();
  },
  /** Runs a task with the flag raised. */
  async track<T>(task: Promise<T>): Promise<T> {
    loadingFlag.begin();
    try {
      return await task;
    } finally {
      loadingFlag.end();
    }
  },
  isLoading: (): boolean => pending > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLoadingFlag = (): boolean =>
  useSyncExternalStore(loadingFlag.subscribe, loadingFlag.isLoading, () => false);
