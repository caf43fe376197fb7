// Imported by main.tsx on its own, so that the API contract's chunk (vite.config.ts's `contract`
// group) is evaluated in a task of its own. Any export of the chunk evaluates all of it; USERS is
// one the signed-in frame uses anyway.
export { USERS } from '@rescue-admin/api-contract';
