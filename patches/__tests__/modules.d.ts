/** The browser build of react-router, which react-router+5.3.4.patch changes: the same API as its package entry. */
declare module 'react-router/esm/react-router.js' {
  export * from 'react-router';
}
