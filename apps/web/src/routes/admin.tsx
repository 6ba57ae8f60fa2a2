import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function AdminScreen() {
  return <ScreenPlaceholder title="Admin" />;
}
