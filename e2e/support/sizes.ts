// Sizes the specs check, from SPEC section 2 and web/src/config.ts / base.css.

export const MOBILE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE_MENU_TOP_PX = 56;
export const TOUCH_TARGET_PX = 44;
export const PAGE_SIZE = 20;
