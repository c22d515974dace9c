export { validationMessages } from './validation.ts';
export { translateValidation } from './translate-validation.ts';
export { errorMessages } from './errors.ts';
export { shellMessages, type ErrorDisplayVariant, type TitledMessage } from './shell.ts';
export { toastMessages } from './toasts.ts';
