// The shared vocabulary of Forecourt. Import from here or from a single module ('@forecourt/contracts/car').
export * from './options.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './fields.ts';
export * from './car.ts';
export * from './campervan.ts';
export * from './catalog.ts';
export * from './recipient.ts';
export * from './user.ts';
export * from './contact.ts';
export * from './query.ts';
export * from './errors.ts';
export * from './media.ts';
export * from './business.ts';
export * from './mechanical-check.ts';
export * from './site.ts';
export * from './contact-texts.ts';
