export * from './languages';
export * from './translation';
export * from './english-texts';
export * from './text-group';
