// Loaded with Node's own require (see index.ts), so this import() is Node's native one.
module.exports = () => import('rehype-mermaid');
