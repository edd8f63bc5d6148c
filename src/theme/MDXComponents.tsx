import MDXComponents from '@theme-original/MDXComponents';
import ChallengeCard from '@site/src/components/ChallengeCard';
import Flag from '@site/src/components/Flag';
import Hints, {Hint} from '@site/src/components/Hints';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Adds the site's own MDX components, so write-ups use them without imports.
 * ChallengeCard is inserted by src/plugins/writeups/remark, never written by hand.
 */
export default {...MDXComponents, ChallengeCard, Flag, Hints, Hint, table: ScrollableTable};
