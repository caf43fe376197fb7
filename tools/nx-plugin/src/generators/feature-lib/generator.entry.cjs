// Nx runs a .ts generator only through Node's own type stripping (Node >= 22.6) or
// @swc-node/register / ts-node. This workspace supports Node 20 and has neither, so the generator
// is compiled here with tsx (already a dev dependency), scoped to this require only.
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = tsxRequire('./generator.ts', __filename);
