// What other features may use of settings: everything else in its folder is its own.
export { DEMO_INVOICING } from './demo.ts';
export { invoicingImages } from './images.ts';
export {
  forgetBranding,
  forgetContact,
  getBinSettings,
  getBranding,
  getContact,
  getDeliveryTolerance,
  getInvoicing,
  getSchedulerSettings,
  saveBranding,
  saveContact,
  saveInvoicingValues,
} from './queries.ts';
