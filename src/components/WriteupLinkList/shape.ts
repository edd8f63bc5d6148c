import {
  isRecordOf,
  isSafeLink,
  isString,
} from '@site/src/plugins/infrastructure/page-family/client/PageData/shape';
import type {WriteupLink} from '@site/src/plugins/model/writeups/client';

/** A write-up link read from JSON at run time. */
export const isWriteupLink = isRecordOf<WriteupLink>({
  title: isString,
  permalink: isSafeLink,
  about: isString,
});
