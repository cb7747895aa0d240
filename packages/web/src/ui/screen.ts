/**
 * Screen constants of the spec (sizes, colours, z-indexes, gesture thresholds, animation timings).
 * They concern only the browser, so they live here and not in the shared package, which keeps
 * business constants, schemas and messages.
 */

// Brand colours
export const PRIMARY_COLOR = '#FFA940';
export const STATUS_BAR_COLOR_LOGGED_IN = '#262421';

// Layout (000 §9)
export const DESKTOP_BREAKPOINT_PX = 1200;
export const MOBILE_DRAWER_BREAKPOINT_PX = 768;
export const SIDE_DRAWER_WIDTH_PX = 280;
export const DESKTOP_LEFT_MENU_WIDTH_PX = 300;
export const DESKTOP_RIGHT_PANEL_WIDTH_PX = 300;
export const DESKTOP_CENTER_MIN_WIDTH_PX = 500;
export const DESKTOP_CENTER_MAX_WIDTH_PX = 600;

// Lists: infinite scroll and pull to refresh (000 §9)
export const INFINITE_SCROLL_MARGIN_PX = 100;
export const INFINITE_SCROLL_MARGIN_MOBILE_PX = 50;
export const INFINITE_SCROLL_DELAY_MS = 100;
export const FEED_LOAD_MORE_DISTANCE_PX = 200;
export const NOTIFICATIONS_NEXT_PAGE_TRIGGER_PX = 400;
export const PULL_TO_REFRESH_THRESHOLD_FEED = 300;
export const PULL_TO_REFRESH_THRESHOLD_NOTIFICATIONS = 80;

// Gestures and drawers (000 §9)
export const SWIPE_BACK_EDGE_PX = 100;
export const SWIPE_BACK_THRESHOLD_PX = 50;
export const DRAWER_BASE_Z_INDEX = 2000000040;
export const DRAWER_Z_INDEX_STEP = 10;
export const DRAWER_ANIMATION_MS = 225;
export const DRAWER_DIRECTION_LOCK_PX = 10;
export const DRAWER_DIRECTION_LOCK_RATIO = 1.5;
export const SIDE_DRAWER_CLOSE_SPEED = 0.3;
export const SIDE_DRAWER_CLOSE_DRAG_PX = 140;
export const FAST_SWIPE_DISTANCE_PX = 50;
export const FAST_SWIPE_SPEED_PX_PER_S = 450;

// Screen timings (000 §9, 001 §9)
export const PAGE_SKELETON_DELAY_MS = 150;
export const COPIED_CONFIRMATION_MS = 2000;
export const SPEED_DIAL_HIGHLIGHT_MS = 3000;
export const AREA_OVERLAY_FADE_IN_MS = 100;
export const AREA_OVERLAY_HOLD_MS = 700;
export const AREA_OVERLAY_FADE_OUT_MS = 300;
export const VIBRATE_CHOICE_MS = 10;
export const VIBRATE_NEXT_PATTERN = [50, 30, 50] as const;
