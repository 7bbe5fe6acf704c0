// What other features may use of settings: everything else in its folder is its own.
export { DEMO_INVOICING, forgetDemoInvoicing } from './demo.ts';
export { invoicingImages } from './images.ts';
export {
  getBranding,
  getDeliveryTolerance,
  getInvoicing,
  saveBranding,
  saveInvoicingValues,
} from './queries.ts';
