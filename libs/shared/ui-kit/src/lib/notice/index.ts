export { Notice, type NoticeProps, type NoticeVariant } from './notice';
export { NoticeHost, notify, type NoticeHostProps, type NotifyOptions } from './notify';
