/** Business constants from SPEC section 9, each defined once. */
export const SITE_NAME_DEFAULT = 'SponsorPath';
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
/** The sign-up form field's own minimum (SPEC section 5); the validation rule above is stricter. */
export const SIGNUP_FIELD_MIN_LENGTH = 6;
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_S = 90;
export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const SESSION_ABSOLUTE_TTL_S = 30 * 24 * 60 * 60;
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const PASSWORD_RESET_TTL_S = 60 * 60;
export const SEARCH_PAGE_SIZE = 30;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const DESCRIPTION_PREVIEW_LENGTH = 150;
export const META_DESCRIPTION_LENGTH = 150;
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Search result cache (SPEC section 9): reused while fresh, dropped once past the keep time. */
export const SEARCH_CACHE_FRESH_MS = 2 * 60 * 1000;
export const SEARCH_CACHE_KEEP_MS = 5 * 60 * 1000;
/** Infinite scroll loads the next page when this share of the sentinel is visible. */
export const INFINITE_SCROLL_THRESHOLD = 0.1;
export const SEARCH_SKELETON_COUNT = 6;
