import MDXComponents from '@theme-original/MDXComponents';
import Flag from '@site/src/components/Flag';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Adds the site's own MDX components, so write-ups use them without imports. */
export default {...MDXComponents, Flag, table: ScrollableTable};
