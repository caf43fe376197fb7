export { IMAGE_ACCEPT, Input, type InputProps, type InputType } from './input';
export { cutDateYear } from './input-rules';
