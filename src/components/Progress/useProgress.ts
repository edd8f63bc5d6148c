import {useSyncExternalStore} from 'react';
import {emptyProgress, readProgress, subscribeToProgress, type Progress} from './store';

/** The reader's progress, kept current across tabs; empty in the server's HTML and during hydration. */
export default function useProgress(): Progress {
  return useSyncExternalStore(subscribeToProgress, readProgress, () => emptyProgress);
}
