import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Markdown tables scroll inside their own box on narrow screens. The site's own
 * components (src/components/mdx: Flag, Hints, Chart, …) are not here: each MDX file imports the ones it
 * uses (src/plugins/infrastructure/mdx-components), and the challenge card is
 * imported by the writeups plugin that inserts it, so a page loads only their code.
 */
export default {...MDXComponents, table: ScrollableTable};
