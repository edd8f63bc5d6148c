import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly text: string;
  /** Accessible name, e.g. "Copy flag". */
  readonly label: string;
  readonly className?: string;
};

const copiedResetMs = 2000;

export default function CopyButton({text, label, className}: Props): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setStatus('idle'), copiedResetMs);
  };

  return (
    <>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button, className)}
        onClick={copy}
      >
        {status === 'copied' ? 'Copied' : label}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status === 'copied'
          ? 'Copied to clipboard'
          : status === 'failed'
            ? 'Copy failed: select the text and copy it by hand'
            : ''}
      </span>
    </>
  );
}
