import {
  isArrayOf,
  isRecordOf,
  isSafeLink,
  isString,
  type Check,
} from '@site/src/plugins/infrastructure/page-family/client/PageData/shape';
import {isWriteupLink} from '@site/src/components/WriteupLinkList/shape';
import {toolKinds, type ToolKind} from '@site/src/config/tools';
import type {ToolCommand, ToolPageData} from '@site/src/plugins/features/tools/data';

const isToolKind: Check<ToolKind> = (value): value is ToolKind =>
  (toolKinds as readonly unknown[]).includes(value);

const isToolCommand = isRecordOf<ToolCommand>({
  text: isString,
  sources: isArrayOf(isRecordOf({title: isString, section: isString, url: isSafeLink})),
});

/** A tool page's data.json, checked before the page renders it. */
export const isToolPageData: Check<ToolPageData> = isRecordOf<ToolPageData>({
  id: isString,
  name: isString,
  kind: isToolKind,
  docs: isSafeLink,
  commands: isArrayOf(isToolCommand),
  writeups: isArrayOf(isWriteupLink),
});
