// Loaded with Node's own require (see onDemand.ts), so this import() is Node's native one.
module.exports = (url) => import(url);
