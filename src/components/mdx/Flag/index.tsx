import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CopyButton from '@site/src/components/CopyButton';
import {inputLimitMessage, typedInputLimits} from '@site/src/config/inputs';
import {searchIgnoreProps} from '@site/src/config/search';
import {defaultVaryingSuffix, variesReason} from '@site/src/config/writeups';
import {canKeepProgress, markSolved} from '@site/src/components/Progress/store';
import {checkFixedFlag, checkPerPlayerFlag, sha256Hex, type FlagCheckResult} from './check';
import styles from './styles.module.css';

type Props = {
  /** The flag, or its common part when it varies per player. */
  readonly value: string;
  readonly varies?: boolean;
  /** Regular expression for the varying part, before the closing brace (per-player flags). */
  readonly suffix?: string;
  /** SHA-256 of the flag, added at build time by src/plugins/model/writeups (fixed flags). */
  readonly sha256?: string;
};
const resultMessages: Record<FlagCheckResult, string> = {
  correct: 'Correct: that is the flag.',
  wrong: 'Not this flag. Check the spelling, the case and the braces.',
  'shape-matches':
    'The common part matches and the rest has the expected shape: your flag looks right.',
  'common-part-differs':
    'The start differs from the part every player shares. Compare it character by character.',
  'shape-differs': 'The common part matches, but the rest does not have the expected shape.',
};

function FlagCheck({
  value,
  varies,
  suffix,
  sha256,
}: {
  value: string;
  varies: boolean;
  suffix: string;
  sha256?: string;
}): ReactNode {
  const inputId = useId();
  const limitId = useId();
  const [result, setResult] = useState<FlagCheckResult | null>(null);
  const [atLimit, setAtLimit] = useState(false);
  const [kept, setKept] = useState<boolean | null>(null);
  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = String(new FormData(event.currentTarget).get('answer') ?? '');
    setResult(null);
    if (answer.trim() === '') return;
    const outcome = varies
      ? checkPerPlayerFlag(answer, value, suffix)
      : await checkFixedFlag(answer, sha256 ?? (await sha256Hex(value)));
    setResult(outcome);
    // A passing answer marks the write-up solved in the reader's progress (this browser only).
    if (outcome === 'correct' || outcome === 'shape-matches')
      setKept(canKeepProgress() && markSolved(window.location.pathname));
  };
  return (
    <form className={styles.check} onSubmit={check}>
      <label htmlFor={inputId}>Check your answer</label>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          name="answer"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="picoCTF{…}"
          maxLength={typedInputLimits.flagAnswer}
          aria-describedby={atLimit ? limitId : undefined}
          onChange={(event) => setAtLimit(event.target.value.length >= typedInputLimits.flagAnswer)}
        />
        <button type="submit" className="button button--sm button--primary">
          Check
        </button>
      </div>
      {atLimit && (
        <p id={limitId} className={styles.limit}>
          {inputLimitMessage(typedInputLimits.flagAnswer)}
        </p>
      )}
      <p
        className={clsx(
          styles.result,
          result === 'correct' || result === 'shape-matches' ? styles.good : result && styles.bad,
        )}
        role="status"
      >
        {result ? resultMessages[result] : ''}
        {result && kept !== null && (result === 'correct' || result === 'shape-matches')
          ? kept
            ? ' Marked as solved in your progress.'
            : ' (This browser does not let the site keep your progress.)'
          : ''}
      </p>
    </form>
  );
}

/**
 * A write-up's flag, hidden in a native disclosure widget (keyboard accessible,
 * works without JavaScript) until the reader opens it. A per-player flag shows
 * only the part every player shares. Once the page is interactive, a field lets
 * the reader check an answer without revealing anything; nothing leaves the page.
 * The whole block stays out of the search index.
 */
export default function Flag(props: Props): ReactNode {
  // False in the server HTML and during hydration: the check needs the page's script. Docusaurus flips it
  // in the same re-render as every other browser-only part, not in a render of its own.
  const hydrated = useIsBrowser();
  const {value, varies = false, suffix = defaultVaryingSuffix, sha256} = props;
  return (
    <div className={styles.flag} data-flag={varies ? 'partial' : 'shown'} {...searchIgnoreProps}>
      <details>
        <summary className={styles.summary}>
          {varies ? 'Reveal the common part of the flag' : 'Reveal the flag'}
        </summary>
        <div className={styles.revealed}>
          <code className={styles.value}>
            {value}
            {varies && (
              <>
                <span className={styles.varying} aria-hidden="true">
                  ••••••••{'}'}
                </span>
                <span className="visually-hidden">
                  {' '}
                  followed by a part that differs for every player
                </span>
              </>
            )}
          </code>
          {!varies && <CopyButton text={value} label="Copy flag" />}
        </div>
      </details>
      {varies && <p className={styles.reason}>{variesReason}</p>}
      {hydrated && <FlagCheck value={value} varies={varies} suffix={suffix} sha256={sha256} />}
    </div>
  );
}
