export { Popup, type PopupProps } from './popup';
