// What other features may use of webhooks: everything else in its folder is its own.
export {
  recordBinAlertsOpened,
  recordInvoiceIssued,
  recordJourneyStageChange,
  recordWasteStatusChange,
  recordWebhookEvent,
} from './events.ts';
