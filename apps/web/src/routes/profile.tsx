import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function ProfileScreen() {
  return <ScreenPlaceholder title="Profile" />;
}
