/** The join input's field of each tab (the inputs' `name`). */
export const WAITLIST_FIELDS = { email: "email", phone: "phoneNumber" } as const;

/** The landing page's section that holds the card (the landing page's script finds it by this). */
export const WAITLIST_SECTION_ID = "waitlist";
