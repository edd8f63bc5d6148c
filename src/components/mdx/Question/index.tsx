import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchIgnoreProps} from '@site/src/config/search';
import styles from './styles.module.css';

type Props = {
  /** The question, in one or two sentences. */
  readonly prompt: string;
  /** Accepted answers; the reader's is compared without case, surrounding spaces or repeated spaces. */
  readonly answers: readonly string[];
  /** Why the answer is right: shown with it. */
  readonly children: ReactNode;
};

const normalize = (text: string) =>
  text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A "Check yourself" question: the reader types an answer and checks it here (nothing is sent), or opens
 * the answer and its explanation. Without JavaScript the answer still opens. Kept out of search, like hints.
 */
export default function Question({prompt, answers, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const inputId = useId();
  const [result, setResult] = useState<'right' | 'wrong' | null>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = normalize(String(new FormData(event.currentTarget).get('answer') ?? ''));
    setResult(
      answer === ''
        ? null
        : answers.some((accepted) => normalize(accepted) === answer)
          ? 'right'
          : 'wrong',
    );
  };
  return (
    <div className={styles.question} {...searchIgnoreProps}>
      <form onSubmit={check}>
        <label htmlFor={inputId} className={styles.prompt}>
          {prompt}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="answer"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            disabled={!isBrowser}
          />
          <button type="submit" className="button button--sm button--primary" disabled={!isBrowser}>
            Check
          </button>
        </div>
        <p
          className={clsx(
            styles.result,
            result === 'right' ? styles.right : result && styles.wrong,
          )}
          role="status"
        >
          {result === 'right'
            ? 'Right.'
            : result === 'wrong'
              ? 'Not quite: think again, or open the answer.'
              : ''}
        </p>
      </form>
      <details>
        <summary>Show the answer</summary>
        <p className={styles.answer}>
          <strong>{answers[0]}</strong>
        </p>
        {children}
      </details>
    </div>
  );
}
