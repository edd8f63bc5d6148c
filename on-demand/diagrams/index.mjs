// What the build uses of this set (src/plugins/infrastructure/mermaid): imported from here, each package
// resolves in this folder's node_modules.
export {default as rehypeMermaid} from 'rehype-mermaid';
