import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Shown at the top of a write-up whose front matter the schema refuses, where the author is looking while
 * `npm start` runs: the file, each field with what is wrong and how to fix it. A production build stops on the
 * same problems, so no reader ever sees this.
 */
export default function FrontMatterProblems({
  file,
  problems,
}: {
  readonly file: string;
  readonly problems: readonly string[];
}): ReactNode {
  return (
    <div role="alert" className={styles.problems}>
      <p>
        <strong>
          This write-up&apos;s front matter has{' '}
          {problems.length === 1 ? 'a problem' : `${problems.length} problems`}
        </strong>{' '}
        (<code>{file}</code>). Fix {problems.length === 1 ? 'it' : 'them'} in the file: the page
        updates when you save, and its challenge card comes back. The production build stops on{' '}
        {problems.length === 1 ? 'it' : 'them'}.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem.split(':')[0]}</code>
            {problem.slice(problem.split(':')[0]!.length)}
          </li>
        ))}
      </ul>
    </div>
  );
}
