import type {Footer, Navbar} from '@docusaurus/theme-common';
import {copyrightNotice, owner, site} from './site';

export {
  pageDataFile,
  pageFamilies,
  readerPages,
  techniquePage,
  toolPage,
  type PageFamily,
} from './pages';

/** Navbar of the spec: Write-ups (docs sidebar), Blogs, search, GitHub on the right; never hides on scroll. Learn is the lessons' path. */
export const navbar = {
  title: owner.displayName,
  logo: {alt: `${owner.displayName} logo`, src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Write-ups'},
    // The learning path (src/plugins/features/lessons): the lessons, in tracks.
    {
      type: 'docSidebar',
      docsPluginId: 'lessons',
      sidebarId: 'lessonsSidebar',
      position: 'left',
      label: 'Learn',
    },
    {to: '/blog', label: 'Blogs', position: 'left'},
    {type: 'search', position: 'right'},
    {href: site.repositoryUrl, label: 'GitHub', position: 'right'},
  ],
} satisfies Omit<Navbar, 'style'>;

/** Footer of the spec: About Me, Contact (three profiles), More; copyright 2025. */
export const footer = {
  style: 'dark',
  links: [
    {title: 'About Me', items: [{label: 'About me', to: '/docs/about-me/'}]},
    {title: 'Contact', items: owner.contact.map(({label, href}) => ({label, href}))},
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub', href: owner.githubUrl},
      ],
    },
  ],
  copyright: `${copyrightNotice}. Built with Docusaurus.`,
} satisfies Footer;
