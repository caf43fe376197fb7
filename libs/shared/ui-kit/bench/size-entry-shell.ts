// What the shell's initial chunk takes from the ui-kit (features are lazy chunks and bring
// DataTable, forms and charts with them): notices, buttons, loader, dropdown, popups.
export { Button, ConfirmDialog, Dropdown, IconButton, Loader, Notice, NoticeHost, Popup, notify, useIsMobile } from '../src/index';
