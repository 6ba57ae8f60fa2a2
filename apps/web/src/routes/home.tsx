import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function HomeScreen() {
  return <ScreenPlaceholder title="Home" />;
}
