/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/Buttons/CopyButton/index.tsx,
 * sha256 ad5b66c0602ce84f747445c06c50387e61eaa4de40291220d14765a0c024790f); src/theme/__tests__/ejected.test.ts fails when it changes.
 * Change: a session block (prompts, then output) copies its commands alone, without prompts or
 * output; every other block copies as shown (src/utils/shellCommands.ts, loaded when a copy button
 * is first pointed at, focused or pressed, so that pages load no more script).
 */
import React, {useCallback, useState, useRef, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type * as ShellCommands from '@site/src/utils/shellCommands';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

import styles from './styles.module.css';

function title() {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean) {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

async function copyToClipboard(text: string) {
  // The clipboard API is only defined in secure contexts (HTTPS / localhost).
  // See https://developer.mozilla.org/en-US/docs/Web/API/Clipboard
  if (navigator.clipboard) {
    return navigator.clipboard.writeText(text);
  }
  // Fall back to copy-text-to-clipboard for non-secure contexts (e.g. HTTP
  // on a local network). The fallback is lazily loaded to avoid bundle
  // overhead for the common HTTPS case.
  const {default: copy} = await import('copy-text-to-clipboard');
  return copy(text);
}

type ShellCommandsModule = typeof ShellCommands;

/** The reader of shell blocks, loaded once, on the first use of a copy button. */
let shellReader: Promise<ShellCommandsModule> | undefined;
const loadShellReader = () => (shellReader ??= import('@site/src/utils/shellCommands'));

function useCopyButton() {
  const {
    metadata: {code, language},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);

  const prepare = useCallback(() => void loadShellReader(), []);

  const copyCode = useCallback(() => {
    loadShellReader()
      .then(({commandsToCopy}) => copyToClipboard(commandsToCopy(code, language ?? '')))
      .then(() => {
        setIsCopied(true);
        copyTimeout.current = window.setTimeout(() => {
          setIsCopied(false);
        }, 1000);
      });
    // Errors are intentionally not caught so they remain unhandled and can
    // be captured by observability tools (e.g. Sentry, PostHog).
  }, [code, language]);

  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);

  return {copyCode, prepare, isCopied};
}

export default function CopyButton({className}: Props): ReactNode {
  const {copyCode, prepare, isCopied} = useCopyButton();

  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={copyCode}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
