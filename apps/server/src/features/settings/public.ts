// What other features may use of settings: everything else in its folder is its own.
export { DEMO_INVOICING } from './demo.ts';
export { invoicingImages } from './images.ts';
export {
  forgetBranding,
  getBinSettings,
  getBranding,
  getDeliveryTolerance,
  getInvoicing,
  getSchedulerSettings,
  saveBranding,
  saveInvoicingValues,
} from './queries.ts';
