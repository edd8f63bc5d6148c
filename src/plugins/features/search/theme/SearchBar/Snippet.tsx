import React, {type ReactNode} from 'react';
import type {SnippetPart} from '../../engine';

/** A snippet with the searched words marked; every part is rendered as text. */
export default function Snippet({
  parts,
  className,
}: {
  parts: readonly SnippetPart[];
  className?: string;
}): ReactNode {
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </span>
  );
}
