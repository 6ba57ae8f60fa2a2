import "../styles.css";
import { WAITLIST_SECTION_ID } from "../components/waitlist/copy.js";
import { enhanceWaitlistForm } from "./waitlist-form.js";

// The landing page arrives as HTML (prerendered at build); only the waitlist form needs a script.
const section = document.getElementById(WAITLIST_SECTION_ID);
if (section) enhanceWaitlistForm(section);
