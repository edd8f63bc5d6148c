import {createContext, useContext} from 'react';
import type {DocDescriptions} from '../trim';

/** Descriptions of the docs on the current category index page (empty elsewhere). */
export const DocDescriptionsContext = createContext<DocDescriptions>({});

export function useDocDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(DocDescriptionsContext);
  return docId === undefined ? undefined : descriptions[docId];
}
