// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  emptyProgress,
  importProgress,
  isFinished,
  markSolved,
  mergeProgress,
  parseProgress,
  progressStorageKey,
  readProgress,
  recordVisit,
  setDone,
} from '../store';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stored = () =>
  JSON.parse(localStorage.getItem(progressStorageKey) ?? 'null') as Record<string, unknown>;

describe('progress', () => {
  it('keeps a solved flag, a page marked as done and the last page opened, under one versioned key', () => {
    markSolved('/my-small-blog/docs/pico-ctf/forensics/extensions/');
    setDone('/my-small-blog/docs/root-me/network/dns-zone-transfert', true);
    recordVisit('/my-small-blog/learn/file-signatures/', 'File signatures');
    const progress = readProgress();
    expect(stored()).toMatchObject({version: 1});
    expect(isFinished(progress, '/my-small-blog/docs/pico-ctf/forensics/extensions')).toBe(true);
    expect(isFinished(progress, '/my-small-blog/docs/root-me/network/dns-zone-transfert/')).toBe(
      true,
    );
    expect(progress.last).toMatchObject({
      permalink: '/my-small-blog/learn/file-signatures/',
      title: 'File signatures',
    });
    setDone('/my-small-blog/docs/root-me/network/dns-zone-transfert', false);
    expect(
      isFinished(readProgress(), '/my-small-blog/docs/root-me/network/dns-zone-transfert'),
    ).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({version: 7, solved: {}})],
    ['a foreign shape', JSON.stringify(['a list'])],
  ])('ignores a stored value that is %s, with one warning and nothing thrown', (_name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(progressStorageKey, value);
    expect(readProgress()).toEqual(emptyProgress);
    expect(readProgress()).toEqual(emptyProgress);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('keeps the readable entries of a hand-edited record and drops the rest', () => {
    const reading = parseProgress({
      version: 1,
      solved: {'/a': '2026-11-28T10:00:00Z', b: 'x', '/c': 'not a date'},
      done: {},
    });
    expect(reading).toEqual({
      ok: true,
      progress: {version: 1, solved: {'/a': '2026-11-28T10:00:00Z'}, done: {}},
    });
  });

  it('merges an import: every page finished in either stays finished, with the earlier date', () => {
    const current = {version: 1 as const, solved: {'/a': '2026-11-20T00:00:00Z'}, done: {}};
    const imported = {
      version: 1 as const,
      solved: {'/a': '2026-11-01T00:00:00Z', '/b': '2026-11-02T00:00:00Z'},
      done: {'/c': '2026-11-03T00:00:00Z'},
    };
    expect(mergeProgress(current, imported)).toEqual({
      version: 1,
      solved: {'/a': '2026-11-01T00:00:00Z', '/b': '2026-11-02T00:00:00Z'},
      done: {'/c': '2026-11-03T00:00:00Z'},
    });
  });

  it('refuses a file that is not progress with a message, and changes nothing', () => {
    markSolved('/kept');
    const before = localStorage.getItem(progressStorageKey);
    expect(importProgress('not json at all')).toEqual({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });
    expect(importProgress(JSON.stringify({version: 2}))).toEqual({
      ok: false,
      error: expect.stringContaining('version is 2'),
    });
    expect(localStorage.getItem(progressStorageKey)).toBe(before);
    expect(
      importProgress(
        JSON.stringify({version: 1, solved: {'/new': '2026-11-28T00:00:00Z'}, done: {}}),
      ),
    ).toEqual({ok: true, added: 1});
    expect(isFinished(readProgress(), '/kept') && isFinished(readProgress(), '/new')).toBe(true);
  });

  it('does nothing, and throws nothing, when the browser refuses storage', () => {
    // A storage that refuses every write, as a browser with storage turned off gives.
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('localStorage', refusing);
    expect(markSolved('/a')).toBe(false);
    expect(readProgress()).toEqual(emptyProgress);
  });
});
