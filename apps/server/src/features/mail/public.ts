// What other features may use of mail: everything else in its folder is its own.
export type { Mail, SendMail } from './mailer.ts';
export { claimNotice, countWaitingMail, deleteMailTo, deleteNoticesAbout, noticeAbout } from './queries.ts';
