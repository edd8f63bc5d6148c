/**
 * @docusaurus+core+3.10.2.patch, lib/client/preload.js: the routes an address matches request their
 * chunks one task after another, not all in the task that asked (one long task on a phone). The
 * promise still settles only once every route's chunks are loaded.
 */
import {describe, expect, it} from 'vitest';
import preload from '@docusaurus/core/lib/client/preload';
import {docPage, docsLayout} from './generated/routes';

describe('preload after the patch', () => {
  it("asks for the first route's chunks at once and for the next one in a later task", async () => {
    docsLayout.preload.mockClear();
    docPage.preload.mockClear();

    const loaded = preload('/docs/intro');
    expect(docsLayout.preload).toHaveBeenCalledTimes(1);
    expect(docPage.preload).not.toHaveBeenCalled();

    await expect(loaded).resolves.toEqual(['docs layout', 'doc page']);
    expect(docPage.preload).toHaveBeenCalledTimes(1);
  });
});
