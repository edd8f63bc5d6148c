import {
  isArrayOf,
  isNumber,
  isOptional,
  isRecordOf,
  isSafeLink,
  isString,
  type Check,
} from '@site/src/plugins/infrastructure/page-family/client/PageData/shape';
import {isWriteupLink} from '@site/src/components/WriteupLinkList/shape';
import type {TechniquePageData} from '@site/src/plugins/features/techniques/data';

const isCounted = isArrayOf(isRecordOf({id: isString, name: isString, count: isNumber}));

/** A technique page's data.json, checked before the page renders it. */
export const isTechniquePageData: Check<TechniquePageData> = isRecordOf<TechniquePageData>({
  id: isString,
  name: isString,
  count: isNumber,
  reference: isOptional(isRecordOf({label: isString, url: isSafeLink})),
  explanation: isString,
  writeups: isArrayOf(isWriteupLink),
  tools: isCounted,
  related: isCounted,
  lesson: isOptional(isRecordOf({title: isString, permalink: isSafeLink})),
});
