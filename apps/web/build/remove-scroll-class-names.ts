import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * The class names react-remove-scroll gives fixed elements, without its code: Mantine's app shell
 * only reads these (lean-imports.ts); the modals that do lock scrolling load the library itself.
 */
export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
