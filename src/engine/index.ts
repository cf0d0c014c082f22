export * from './canonical.js';
export * from './chance.js';
export * from './contract.js';
export * from './fold.js';
export * from './random.js';
