import { Icon, type IconProps } from "../icons.js";

// Icons of docs/couple-habits.md (streak, reminders, date ideas), in icons.tsx's frame.

export const FlameIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.1-1.7-5.3-3.3-7-.4 1.6-1.4 2.8-2.7 3.3.3-3.3-1.2-6.4-4-8.5 0 3.2-1.6 5.3-3.2 7.2C4.6 12 4 13.5 4 15.2 4 19.3 7.5 22 12 22Z" />
  </Icon>
);

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const BookmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16Z" />
  </Icon>
);

export const LightbulbIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 18h6" />
    <path d="M10 22h4" />
    <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2Z" />
  </Icon>
);
