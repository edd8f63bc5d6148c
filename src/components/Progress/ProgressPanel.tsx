import {useId, useState, type ChangeEvent, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {canKeepProgress, importProgress, readProgress} from './store';
import useProgress from './useProgress';
import styles from './styles.module.css';

/**
 * The reader's progress on the path page: how much is finished, a file to keep it (export), and a file
 * to bring it back or from another browser (import, merged; a file that is not progress changes nothing).
 */
export default function ProgressPanel(): ReactNode {
  const isBrowser = useIsBrowser();
  const progress = useProgress();
  const inputId = useId();
  const [message, setMessage] = useState<{text: string; ok: boolean} | null>(null);
  if (!isBrowser)
    return <p className={styles.note}>Your progress shows here once the page has loaded.</p>;
  if (!canKeepProgress()) {
    return (
      <p className={styles.note} role="status">
        This browser does not let the site keep your progress (storage is off or full): solving and
        marking pages works, but is not remembered.
      </p>
    );
  }
  const solved = Object.keys(progress.solved).length;
  const done = Object.keys(progress.done).length;
  const exportFile = () => {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(readProgress(), null, 2)], {type: 'application/json'}),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'my-small-blog-progress.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > 1_000_000) {
      setMessage({
        ok: false,
        text: 'This file is larger than any progress file (1 MB). Nothing was changed.',
      });
      return;
    }
    const result = importProgress(await file.text());
    setMessage(
      result.ok
        ? {
            ok: true,
            text: `Imported: ${result.added} page${result.added === 1 ? '' : 's'} added to your progress.`,
          }
        : {ok: false, text: result.error},
    );
  };
  return (
    <div className={styles.panel}>
      <p>
        {solved} write-up{solved === 1 ? '' : 's'} solved, {done} page{done === 1 ? '' : 's'} marked
        as done. Kept in this browser only.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={exportFile}>
          Export progress
        </button>
        <label htmlFor={inputId} className="button button--secondary button--sm">
          Import progress
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void importFile(event)}
        />
      </div>
      <p className={message?.ok === false ? styles.error : styles.note} role="status">
        {message?.text ?? ''}
      </p>
    </div>
  );
}
