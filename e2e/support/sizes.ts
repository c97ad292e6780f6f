// Sizes the specs check, from SPEC section 2 and web/src/config.ts / base.css.

export const MOBILE = { width: 360, height: 740 } as const;
export const TABLET = { width: 768, height: 1024 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The widths the layout spec checks every page at: a phone, a tablet, a laptop. */
export const LAYOUT_WIDTHS = [MOBILE, TABLET, DESKTOP] as const;
export const MOBILE_MENU_TOP_PX = 56;
export const TOUCH_TARGET_PX = 44;
export const PAGE_SIZE = 20;
