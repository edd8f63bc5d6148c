/**
 * The reader's progress, kept in this browser only (localStorage, one versioned key): the write-ups whose
 * flag they checked, the pages they marked as done, and the last lesson or write-up they opened. Nothing
 * leaves the browser. A corrupt or foreign value is ignored with one console warning; storage that is off
 * or full makes progress a no-op that the page can say so; other tabs follow through storage events.
 */

export const progressStorageKey = 'my-small-blog:progress';
export const progressVersion = 1;

export type Progress = {
  readonly version: typeof progressVersion;
  /** Write-up address → when its flag check passed (ISO date-time). */
  readonly solved: Readonly<Record<string, string>>;
  /** Page address (a write-up without a flag, a lesson) → when it was marked as done. */
  readonly done: Readonly<Record<string, string>>;
  /** The last lesson or write-up opened. */
  readonly last?: {readonly permalink: string; readonly title: string; readonly at: string};
};

export const emptyProgress: Progress = {version: progressVersion, solved: {}, done: {}};

/** The key of a page: its address without the trailing slash, so `/docs/x` and `/docs/x/` are one page. */
export const progressKey = (permalink: string) => permalink.replace(/\/+$/, '') || '/';

/** Addresses this site writes: its own pages, under the base path. */
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[^\s<>"]{1,300}$/.test(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.length <= 40;

/** A record of address → date, keeping only well-formed entries; null when the value is not a record at all. */
function readDates(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => isAddress(entry[0]) && isDate(entry[1]),
  );
  return Object.fromEntries(entries.slice(0, 5000));
}

/**
 * Reads a stored or imported value: the progress it holds, or why it is not progress of this site. Entries
 * that are not well formed are left out, so a hand-edited file keeps what is readable.
 */
export function parseProgress(
  value: unknown,
): {ok: true; progress: Progress} | {ok: false; error: string} {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return {ok: false, error: 'it is not a progress record (a JSON object)'};
  const record = value as Record<string, unknown>;
  if (record.version !== progressVersion)
    return {
      ok: false,
      error: `its version is ${JSON.stringify(record.version)}, not ${progressVersion}`,
    };
  const solved = readDates(record.solved ?? {});
  const done = readDates(record.done ?? {});
  if (!solved || !done)
    return {ok: false, error: '"solved" and "done" must map page addresses to dates'};
  const last = record.last as Record<string, unknown> | undefined;
  const lastVisit =
    last &&
    isAddress(last.permalink) &&
    typeof last.title === 'string' &&
    last.title.length <= 200 &&
    isDate(last.at)
      ? {permalink: last.permalink, title: last.title, at: last.at}
      : undefined;
  return {
    ok: true,
    progress: {version: progressVersion, solved, done, ...(lastVisit && {last: lastVisit})},
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: {raw: string | null; progress: Progress} | undefined;
let warned = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser lets the site keep progress (storage can be off, or refuse writes). */
export function canKeepProgress(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(`${progressStorageKey}:probe`, '1');
    store.removeItem(`${progressStorageKey}:probe`);
    return true;
  } catch {
    return false;
  }
}

/** The stored progress; an unreadable value counts as none (warned about once, never thrown). */
export function readProgress(): Progress {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(progressStorageKey) ?? null;
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.progress;
  let progress = emptyProgress;
  if (raw !== null) {
    let reading: ReturnType<typeof parseProgress>;
    try {
      reading = parseProgress(JSON.parse(raw));
    } catch {
      reading = {ok: false, error: 'it is not JSON'};
    }
    if (reading.ok) progress = reading.progress;
    else if (!warned) {
      warned = true;
      console.warn(`Saved progress ignored (${progressStorageKey}): ${reading.error}.`);
    }
  }
  cached = {raw, progress};
  return progress;
}

function write(next: Progress): boolean {
  try {
    storage()?.setItem(progressStorageKey, JSON.stringify(next));
  } catch {
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

const now = () => new Date().toISOString();

export function markSolved(permalink: string): boolean {
  const progress = readProgress();
  const key = progressKey(permalink);
  return progress.solved[key]
    ? true
    : write({...progress, solved: {...progress.solved, [key]: now()}});
}

export function setDone(permalink: string, done: boolean): boolean {
  const progress = readProgress();
  const key = progressKey(permalink);
  const others = Object.fromEntries(Object.entries(progress.done).filter(([page]) => page !== key));
  return write({...progress, done: done ? {...others, [key]: now()} : others});
}

export function recordVisit(permalink: string, title: string): boolean {
  const progress = readProgress();
  if (progress.last?.permalink === permalink) return true;
  return write({...progress, last: {permalink, title: title.slice(0, 200), at: now()}});
}

/** Whether a page's flag check passed. */
export const isSolved = (progress: Progress, permalink: string) =>
  Boolean(progress.solved[progressKey(permalink)]);

/** Whether a page is marked as done. */
export const isDone = (progress: Progress, permalink: string) =>
  Boolean(progress.done[progressKey(permalink)]);

/** Whether a page counts as finished: its flag checked, or marked as done. */
export const isFinished = (progress: Progress, permalink: string) =>
  isSolved(progress, permalink) || isDone(progress, permalink);

/** Merges imported progress into what is stored: every page finished in either stays finished, the earlier date kept. */
export function mergeProgress(current: Progress, imported: Progress): Progress {
  const earlier = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
    const merged: Record<string, string> = {...a};
    for (const [key, date] of Object.entries(b))
      if (!merged[key] || date < merged[key]) merged[key] = date;
    return merged;
  };
  const last = [current.last, imported.last]
    .filter((visit) => visit !== undefined)
    .sort((a, b) => b.at.localeCompare(a.at))[0];
  return {
    version: progressVersion,
    solved: earlier(current.solved, imported.solved),
    done: earlier(current.done, imported.done),
    ...(last && {last}),
  };
}

/** Imports a file's text: merged into the stored progress, or a message and nothing changed. */
export function importProgress(
  text: string,
): {ok: true; added: number} | {ok: false; error: string} {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error:
        'This file is not JSON, so it is not a progress file from this site. Nothing was changed.',
    };
  }
  const reading = parseProgress(value);
  if (!reading.ok)
    return {
      ok: false,
      error: `This file is not a progress file from this site: ${reading.error}. Nothing was changed.`,
    };
  const current = readProgress();
  const merged = mergeProgress(current, reading.progress);
  const count = (progress: Progress) =>
    Object.keys(progress.solved).length + Object.keys(progress.done).length;
  if (!write(merged))
    return {
      ok: false,
      error: 'This browser does not let the site keep progress, so nothing was imported.',
    };
  return {ok: true, added: count(merged) - count(current)};
}

export function subscribeToProgress(listener: Listener): () => void {
  listeners.add(listener);
  // Other tabs: the browser tells this one when they write the key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === progressStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
