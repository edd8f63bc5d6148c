import MDXComponents from '@theme-original/MDXComponents';
import ChallengeCard from '@site/src/components/ChallengeCard';
import Chart from '@site/src/components/Chart';
import Flag from '@site/src/components/Flag';
import Hints, {Hint} from '@site/src/components/Hints';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Adds the site's own MDX components, so write-ups use them without imports.
 * ChallengeCard is inserted by src/plugins/writeups/remark, never written by hand.
 */
export default {...MDXComponents, ChallengeCard, Chart, Flag, Hints, Hint, table: ScrollableTable};
